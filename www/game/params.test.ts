import { describe, expect, it } from 'vitest';
import { BOT_DELAY_MS } from '../engine/bot';
import { parseParams, withoutGameParams } from './params';

describe('parseParams', () => {
  it('defaults to Verney with the user on seat 0', () => {
    expect(parseParams('')).toMatchObject({ variant: 'verney', humans: [0], botDelay: BOT_DELAY_MS, explicit: false });
  });
  it('reads variant, humans and delay', () => {
    expect(parseParams('?variant=Teams&humans=0,2,2,7&delay=50&lang=de&moveLimit=12')).toMatchObject({ variant: 'teams', humans: [0, 2], botDelay: 50, explicit: true, lang: 'de', moveLimit: 12 });
    expect(parseParams('?humans=')).toMatchObject({ humans: [] });
    expect(parseParams('?delay=-4')).toMatchObject({ botDelay: 0 });
    expect(parseParams('?delay=x')).toMatchObject({ botDelay: BOT_DELAY_MS });
  });
});

describe('withoutGameParams', () => {
  it('drops what asks for a game and keeps the page switches', () => {
    expect(withoutGameParams('?variant=teams&humans=0,1&level=2&clock=3+5&fen4=x&moveLimit=9&hints=1')).toBe('');
    expect(withoutGameParams('?lang=de&variant=ffa&delay=0&embed=1')).toBe('?lang=de&delay=0&embed=1');
    expect(withoutGameParams('')).toBe('');
    // What is left no longer asks for a game: a reload resumes.
    expect(parseParams(withoutGameParams('?variant=teams&humans=0&lang=en')).explicit).toBe(false);
  });
});
