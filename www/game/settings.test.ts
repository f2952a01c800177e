import { describe, expect, it } from 'vitest';
import { parseSettings } from './settings';

describe('settings', () => {
  it('reads settings defensively', () => {
    expect(parseSettings('{"timePerMove":30,"sound":true,"showLegal":"x"}')).toMatchObject({ timePerMove: 30, sound: true, showLegal: true });
    expect(parseSettings('not json').timePerMove).toBe(0);
    expect(parseSettings('{"pieceSet":"signs"}').pieceSet).toBe('signs');
    expect(parseSettings('{"pieceSet":"<b>"}').pieceSet).toBe('standard');
  });
});
