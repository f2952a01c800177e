import { describe, expect, it } from 'vitest';
import { botSeed } from './bot';

describe('bot seeds', () => {
  it('is deterministic', () => {
    expect(botSeed('g1', 3)).toBe(botSeed('g1', 3));
    expect(botSeed('g1', 3)).not.toBe(botSeed('g1', 4));
  });
});
