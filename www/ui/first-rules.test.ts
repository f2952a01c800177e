import { describe, expect, it } from 'vitest';
import { rememberedRules, rememberRules, WELCOME_KEY } from './first-rules';

function storage(initial: Record<string, string> = {}, refuse = false): Storage {
  const m = new Map(Object.entries(initial));
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => {
      if (refuse) throw new Error('denied');
      return m.get(k) ?? null;
    },
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => {
      if (refuse) throw new Error('denied');
      m.set(k, v);
    },
  };
}

describe('the first visit’s rule set', () => {
  it('is remembered and read back; anything else reads as never asked', () => {
    const s = storage();
    expect(rememberedRules(s)).toBeNull();
    rememberRules(s, 'teams');
    expect(rememberedRules(s)).toBe('teams');
    expect(rememberedRules(storage({ [WELCOME_KEY]: 'chess' }))).toBeNull();
    expect(rememberedRules(null)).toBeNull();
  });

  it('a storage that refuses loses nothing and throws nothing', () => {
    const s = storage({}, true);
    expect(() => rememberRules(s, 'ffa')).not.toThrow();
    expect(rememberedRules(s)).toBeNull();
  });
});
