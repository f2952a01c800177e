import { describe, expect, it } from 'vitest';
import { BOT_DELAY_MS } from '../engine/bot';
import { parseParams } from './params';

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
