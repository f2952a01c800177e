import { afterEach, describe, expect, it } from 'vitest';
import { setLang, texts, translateStatic } from './i18n';

describe('the one text path', () => {
  afterEach(() => setLang('en', false));
  const say = texts<'hello' | 'only'>({ en: { hello: 'Hello {who}', only: 'English only' }, de: { hello: 'Hallo {who}' } });

  it('looks a key up in the page language, fills placeholders, falls back to English', () => {
    expect(say('hello', { who: 'Ann' })).toBe('Hello Ann');
    setLang('de', false);
    expect(say('hello', { who: 'Ann' })).toBe('Hallo Ann');
    expect(say('only')).toBe('English only');
    // A placeholder without a value stays visible rather than vanishing.
    expect(say('hello')).toBe('Hallo {who}');
  });

  it('puts the text of each data-t key on its element', () => {
    const a = { dataset: { t: 'hello' }, textContent: '' };
    const b = { dataset: { t: 'only' }, textContent: 'old' };
    const root = { querySelectorAll: (selector: string) => (selector === '[data-t]' ? [a, b] : []) } as unknown as ParentNode;
    setLang('de', false);
    translateStatic(root, (key: 'hello' | 'only') => say(key, { who: 'Bo' }));
    expect([a.textContent, b.textContent]).toEqual(['Hallo Bo', 'English only']);
  });
});
