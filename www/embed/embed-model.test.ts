import { describe, expect, it } from 'vitest';
import { MAX_TEXT, readCommand } from './commands';
import { NOTHING_TOLD, reports, type GameView, type Told } from './reports';

describe('readCommand', () => {
  it('ignores what is not this API: other shapes, other libraries', () => {
    for (const data of [null, 3, 'load', [], { type: 'load', pgn4: 'x' }, { fourchess: 2, type: 'load' }, { fourchess: '1', type: 'goto', ply: 1 }]) {
      expect(readCommand(data)).toEqual({ kind: 'ignore' });
    }
  });

  it('reads each command whole, with its id', () => {
    expect(readCommand({ fourchess: 1, type: 'load', pgn4: '1. h2-h4', id: 7 })).toEqual({ kind: 'command', command: { fourchess: 1, type: 'load', pgn4: '1. h2-h4', id: 7 } });
    expect(readCommand({ fourchess: 1, type: 'load', fen4: 'R-0,0,0,0-…', variant: 'teams' })).toEqual({
      kind: 'command',
      command: { fourchess: 1, type: 'load', fen4: 'R-0,0,0,0-…', variant: 'teams' },
    });
    expect(readCommand({ fourchess: 1, type: 'new', variant: 'ffa', humans: [2, 0], level: 3, clock: ' 3+5 ', extra: 'kept out' })).toEqual({
      kind: 'command',
      command: { fourchess: 1, type: 'new', variant: 'ffa', humans: [2, 0], level: 3, clock: '3+5' },
    });
    expect(readCommand({ fourchess: 1, type: 'new', variant: 'verney', humans: [] })).toEqual({ kind: 'command', command: { fourchess: 1, type: 'new', variant: 'verney', humans: [] } });
    expect(readCommand({ fourchess: 1, type: 'orientation', seat: 2, id: 'a' })).toEqual({ kind: 'command', command: { fourchess: 1, type: 'orientation', seat: 2, id: 'a' } });
    expect(readCommand({ fourchess: 1, type: 'orientation', seat: null })).toEqual({ kind: 'command', command: { fourchess: 1, type: 'orientation', seat: null } });
    expect(readCommand({ fourchess: 1, type: 'goto', ply: 0 })).toEqual({ kind: 'command', command: { fourchess: 1, type: 'goto', ply: 0 } });
  });

  it('refuses a bad command with a code, and keeps its id for the answer', () => {
    const code = (data: unknown): unknown => {
      const r = readCommand(data);
      return r.kind === 'refuse' ? [r.code, r.id] : r.kind;
    };
    expect(code({ fourchess: 1, type: 'dance', id: 1 })).toEqual(['unknown-type', 1]);
    expect(code({ fourchess: 1 })).toEqual(['unknown-type', undefined]);
    expect(code({ fourchess: 1, type: 'load' })).toEqual(['bad-message', undefined]);
    expect(code({ fourchess: 1, type: 'load', pgn4: 'x', fen4: 'y', variant: 'teams' })).toEqual(['bad-message', undefined]);
    expect(code({ fourchess: 1, type: 'load', pgn4: '   ' })).toEqual(['bad-record', undefined]);
    expect(code({ fourchess: 1, type: 'load', pgn4: 42 })).toEqual(['bad-record', undefined]);
    expect(code({ fourchess: 1, type: 'load', fen4: 'x' })).toEqual(['bad-variant', undefined]);
    expect(code({ fourchess: 1, type: 'load', fen4: 'x', variant: 'chess' })).toEqual(['bad-variant', undefined]);
    expect(code({ fourchess: 1, type: 'load', pgn4: 'x'.repeat(MAX_TEXT + 1), id: 'big' })).toEqual(['too-large', 'big']);
    expect(code({ fourchess: 1, type: 'new', variant: 'teams', humans: [0, 0] })).toEqual(['bad-seat', undefined]);
    expect(code({ fourchess: 1, type: 'new', variant: 'teams', humans: [4] })).toEqual(['bad-seat', undefined]);
    expect(code({ fourchess: 1, type: 'new', variant: 'teams', humans: '0,1' })).toEqual(['bad-seat', undefined]);
    expect(code({ fourchess: 1, type: 'new', variant: 'teams', level: 7 })).toEqual(['bad-level', undefined]);
    expect(code({ fourchess: 1, type: 'new', variant: 'teams', level: 2.5 })).toEqual(['bad-level', undefined]);
    expect(code({ fourchess: 1, type: 'new', variant: 'teams', clock: 'soon' })).toEqual(['bad-clock', undefined]);
    expect(code({ fourchess: 1, type: 'new' })).toEqual(['bad-variant', undefined]);
    expect(code({ fourchess: 1, type: 'orientation', seat: 4 })).toEqual(['bad-seat', undefined]);
    expect(code({ fourchess: 1, type: 'orientation' })).toEqual(['bad-seat', undefined]);
    expect(code({ fourchess: 1, type: 'goto', ply: -1 })).toEqual(['bad-ply', undefined]);
    expect(code({ fourchess: 1, type: 'goto', ply: '3' })).toEqual(['bad-ply', undefined]);
    expect(code({ fourchess: 1, type: 'goto', ply: 1, id: { a: 1 } })).toEqual(['bad-message', undefined]);
    expect(code({ fourchess: 1, type: 'goto', ply: 1, id: 'x'.repeat(201) })).toEqual(['bad-message', undefined]);
  });

  it('never throws, whatever the shape', () => {
    const odd: unknown[] = [
      { fourchess: 1, type: 'load', pgn4: { toString: () => 'x' } },
      { fourchess: 1, type: 'new', variant: 'teams', humans: [null, undefined] },
      { fourchess: 1, type: 'new', variant: 'teams', humans: new Array(100).fill(0) },
      Object.create(null),
      { fourchess: 1, type: Symbol.iterator },
    ];
    for (const data of odd) expect(() => readCommand(data)).not.toThrow();
  });
});

const view = (over: Partial<GameView> = {}): GameView => ({ gameId: 'g1', variant: 'teams', fen4: 'F0', busy: false, moves: [], outcome: null, ...over });
const mv = (text: string, seat: number): { text: string; seat: number } => ({ text, seat });

/** Runs views through reports() one after another; the messages' types and the main field. */
function run(...views: GameView[]): unknown[] {
  let told: Told = NOTHING_TOLD;
  const out: unknown[] = [];
  for (const v of views) {
    const r = reports(told, v);
    told = r.told;
    for (const m of r.send) out.push(m.type === 'move' ? `move ${m.ply} ${m.move} ${m.fen4}` : m.type === 'position' ? `position ${m.plies}` : m.type);
  }
  return out;
}

describe('reports', () => {
  it('says nothing before a game is shown, or mid-move', () => {
    expect(run(view({ fen4: null }), view({ busy: true }))).toEqual([]);
  });

  it('ready once, then a move for each new entry with the position after it', () => {
    const a = view({ fen4: 'F1', moves: [mv('h2-h4', 0)] });
    expect(run(view(), view(), a, a)).toEqual(['ready', 'move 1 h2-h4 F1']);
  });

  it('several entries at once: the earlier ones wait for their positions (fen4 null)', () => {
    expect(run(view(), view({ fen4: 'F3', moves: [mv('@6-2', 0), mv('Ba8-c6', 0), mv('6:pass', 0)] }))).toEqual([
      'ready',
      'move 1 @6-2 null',
      'move 2 Ba8-c6 null',
      'move 3 6:pass F3',
    ]);
  });

  it('a take-back, a record that differs, another game: a position', () => {
    const two = view({ moves: [mv('a', 0), mv('b', 1)] });
    expect(run(two, view({ moves: [mv('a', 0)] }))).toEqual(['ready', 'position 1']);
    expect(run(two, view({ moves: [mv('a', 0), mv('c', 1)] }))).toEqual(['ready', 'position 2']);
    expect(run(two, view({ gameId: 'g2', moves: [mv('a', 0), mv('b', 1)] }))).toEqual(['ready', 'position 2']);
  });

  it('over once per result: after the move that ended it, after ready for a finished game, again for another finished game', () => {
    const outcome = { text: 'Red and Yellow win: checkmate', reason: 'checkmate', winners: [0, 2] };
    const end = view({ moves: [mv('Qd1xe8#', 0)], outcome });
    expect(run(view(), end, end)).toEqual(['ready', 'move 1 Qd1xe8# F0', 'over']);
    expect(run(end, end)).toEqual(['ready', 'over']);
    expect(run(end, view({ gameId: 'g2', moves: [mv('x', 0)], outcome }))).toEqual(['ready', 'over', 'position 1', 'over']);
    expect(run(end, view({ moves: [] }), end)).toEqual(['ready', 'over', 'position 0', 'move 1 Qd1xe8# F0', 'over']);
  });
});
