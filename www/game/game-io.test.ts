import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config';
import { checkImport, exportFileName, guessKind, MAX_IMPORT_BYTES, shareSeats } from './game-io';

const PGN4 = '[Variant "Verney"]\n[RuleVariants "ClubSetup"]\n\n1. e2-e3 .. b7-c7 .. j13-j12 .. m8-l8\n';
const FEN4 =
  'R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3';

describe('import checks', () => {
  it('guesses the kind from the file name, then from the text', () => {
    expect(guessKind('anything', 'game.FEN4')).toBe('fen4');
    expect(guessKind(FEN4, 'game.pgn4')).toBe('pgn4');
    expect(guessKind(`  ${FEN4}\n\n`)).toBe('fen4');
    expect(guessKind(PGN4)).toBe('pgn4');
    expect(guessKind('1. e2-e3')).toBe('pgn4');
  });

  it('accepts a PGN4 and a FEN4 of the kind chosen (the FEN4 as its one line)', () => {
    expect(checkImport(PGN4, 'pgn4')).toEqual({ ok: true, kind: 'pgn4', text: PGN4.trim() });
    expect(checkImport(`\n  ${FEN4}  \n`, 'fen4')).toEqual({ ok: true, kind: 'fen4', text: FEN4 });
  });

  it('says what is wrong: empty, too large, the other kind', () => {
    expect(checkImport('  \n\t', 'pgn4')).toEqual({ ok: false, error: 'io.err.empty' });
    expect(checkImport('', 'fen4')).toEqual({ ok: false, error: 'io.err.empty' });
    expect(checkImport('x'.repeat(MAX_IMPORT_BYTES + 1), 'pgn4')).toEqual({ ok: false, error: 'io.err.tooLarge' });
    // Multi-byte characters count as bytes, not characters.
    expect(checkImport('ä'.repeat(MAX_IMPORT_BYTES / 2 + 1), 'pgn4')).toEqual({ ok: false, error: 'io.err.tooLarge' });
    expect(checkImport(FEN4, 'pgn4')).toEqual({ ok: false, error: 'io.err.looksFen4' });
    expect(checkImport(PGN4, 'fen4')).toEqual({ ok: false, error: 'io.err.looksPgn4' });
    expect(checkImport('[Variant "Verney"]', 'fen4')).toEqual({ ok: false, error: 'io.err.looksPgn4' });
  });
});

describe('export and share helpers', () => {
  it('names exported files by rule set, date and length', () => {
    const date = new Date(2025, 0, 5, 12, 0, 0);
    expect(exportFileName('verney', 'pgn4', 12, date)).toBe('fourchess-verney-2025-01-05-12plies.pgn4');
    expect(exportFileName('../Evil Name', 'fen4', 0, date)).toBe('fourchess-evilname-2025-01-05-0plies.fen4');
    expect(exportFileName('', 'fen4', 3, date)).toBe('fourchess-game-2025-01-05-3plies.fen4');
  });

  it('copies the seats for a link', () => {
    const config = defaultConfig('teams');
    config.seats[2] = { kind: 'human' };
    const seats = shareSeats(config);
    expect(seats).toEqual([{ kind: 'human' }, { kind: 'bot', level: 3 }, { kind: 'human' }, { kind: 'bot', level: 3 }]);
    seats[0] = { kind: 'bot', level: 1 };
    expect(config.seats[0]).toEqual({ kind: 'human' });
  });
});
