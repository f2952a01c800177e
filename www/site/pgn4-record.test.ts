import { describe, expect, it } from 'vitest';
import { exportRecord, extractComments, parseTags } from './pgn4-record';

const SOURCE = `[Event "A \\"test\\" game"]
[Variant "Verney"]

{ before } 1. a1-a2 { first } .. b1-b2 .. c1-c2+ { third } .. #
2. # .. d1xQd2 {last}`;
const MOVES = ['a1-a2', 'b1-b2', 'c1-c2+', '#', '#', 'd1xQd2'];

describe('PGN4 records', () => {
  it('reads tags and ties comments to plies', () => {
    expect(parseTags(SOURCE)).toEqual([
      ['Event', 'A "test" game'],
      ['Variant', 'Verney'],
    ]);
    expect([...extractComments(SOURCE, MOVES)]).toEqual([
      [0, 'before'],
      [1, 'first'],
      [3, 'third'],
      [6, 'last'],
    ]);
  });

  it('exports the engine record with the source tags and comments', () => {
    const engine = '[Variant "Verney"]\n[Result "*"]\n\n1. a1-a2 .. b1-b2 .. c1-c2+ .. #\n2. # .. d1xQd2\n';
    const out = exportRecord(engine, parseTags(SOURCE), extractComments(SOURCE, MOVES));
    expect(out).toBe(
      '[Event "A \\"test\\" game"]\n[Variant "Verney"]\n[Result "*"]\n\n{ before }\n1. a1-a2 { first } .. b1-b2 .. c1-c2+ { third } .. #\n2. # .. d1xQd2 { last }\n',
    );
    expect([...extractComments(out, MOVES)]).toEqual([...extractComments(SOURCE, MOVES)]);
  });
});
