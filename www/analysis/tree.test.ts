import { describe, expect, it } from 'vitest';
import { canPromote, forRecord, fromRecord, lineAt, movesTo, play, promote, readTree, remove, stepTarget, type Path, type Variation } from './tree';

const GAME = ['a', 'b', 'c', 'd'];
const at = (lines: number[], ply: number): Path => ({ lines, ply });

/** Plays `moves` from `path` on `tree`. */
function playAll(tree: Variation[], path: Path, moves: string[]): { tree: Variation[]; path: Path } {
  let state = { tree, path };
  for (const m of moves) state = play(GAME, state.tree, state.path, m);
  return state;
}

describe('the side lines as a tree', () => {
  it('follows the game’s own move, and starts a variation for another', () => {
    expect(play(GAME, [], at([], 1), 'b')).toEqual({ tree: [], path: at([], 2) });
    const { tree, path } = play(GAME, [], at([], 1), 'x');
    expect(tree).toEqual([{ at: 1, moves: ['x'], variations: [] }]);
    expect(path).toEqual(at([0], 1));
    expect(movesTo(GAME, tree, path)).toEqual({ moves: ['a', 'x'], from: 1 });
  });

  it('extends a variation at its end, enters one that starts with the move, nests one inside', () => {
    let s = playAll([], at([], 1), ['x', 'y', 'z']);
    expect(s.tree).toEqual([{ at: 1, moves: ['x', 'y', 'z'], variations: [] }]);
    // Back at the branch: the same first move enters the variation, no copy.
    s = play(GAME, s.tree, at([], 1), 'x');
    expect(s.path).toEqual(at([0], 1));
    expect(s.tree).toHaveLength(1);
    // Inside it, another second move: a nested variation.
    s = play(GAME, s.tree, s.path, 'w');
    expect(s.path).toEqual(at([0, 0], 1));
    expect(s.tree[0]!.variations).toEqual([{ at: 1, moves: ['w'], variations: [] }]);
    expect(movesTo(GAME, s.tree, s.path)!.moves).toEqual(['a', 'x', 'w']);
    expect(lineAt(s.tree, [0, 0])!.moves).toEqual(['w']);
  });

  it('keeps two variations at the same move, and continues the game past its end', () => {
    let s = playAll([], at([], 2), ['p', 'q']);
    s = playAll(s.tree, at([], 2), ['r']);
    expect(s.tree.map((v) => [v.at, v.moves])).toEqual([[2, ['p', 'q']], [2, ['r']]]);
    s = play(GAME, s.tree, at([], 4), 'e');
    expect(s.tree[2]).toEqual({ at: 4, moves: ['e'], variations: [] });
    expect(movesTo(GAME, s.tree, s.path)!.moves).toEqual([...GAME, 'e']);
  });

  it('deletes a variation with the lines off it; the board goes back to where it left', () => {
    let s = playAll([], at([], 1), ['x', 'y']);
    s = play(GAME, s.tree, at([0], 1), 'w');
    const gone = remove(s.tree, at([0], 2));
    expect(gone.tree).toEqual([]);
    expect(gone.path).toEqual(at([], 1));
    const inner = remove(s.tree, s.path);
    expect(inner.tree).toEqual([{ at: 1, moves: ['x', 'y'], variations: [] }]);
    expect(inner.path).toEqual(at([0], 1));
    // On the game's moves there is nothing to delete.
    expect(remove(s.tree, at([], 3)).tree).toEqual(s.tree);
  });

  it('promotes a variation first among those at its move, then over its parent’s moves; never over the game’s', () => {
    const tree: Variation[] = [
      { at: 1, moves: ['x', 'y', 'z'], variations: [{ at: 1, moves: ['u', 'v'], variations: [{ at: 1, moves: ['t'], variations: [] }] }, { at: 1, moves: ['w'], variations: [] }, { at: 2, moves: ['k'], variations: [] }] },
      { at: 1, moves: ['m'], variations: [] },
    ];
    // The second top-level variation at move 1 becomes the first.
    const first = promote(tree, at([1], 1));
    expect(first.tree.map((v) => v.moves[0])).toEqual(['m', 'x']);
    expect(first.path).toEqual(at([0], 1));
    // Already first at the top: unchanged (the game's moves stay).
    expect(promote(first.tree, first.path).tree).toEqual(first.tree);
    // A nested one that is second at its move becomes first.
    const w = promote(tree, at([0, 1], 1));
    expect(w.tree[0]!.variations.map((v) => v.moves[0])).toEqual(['w', 'u', 'k']);
    expect(w.path).toEqual(at([0, 0], 1));
    // First at its move: it takes its parent's place from there; the parent's rest becomes its side line.
    const swap = promote(tree, at([0, 0], 2));
    const parent = swap.tree[0]!;
    expect(parent.moves).toEqual(['x', 'u', 'v']);
    expect(swap.path).toEqual(at([0], 3));
    expect(movesTo(GAME, swap.tree, swap.path)!.moves).toEqual(['a', 'x', 'u', 'v']);
    const rest = parent.variations.find((v) => v.moves[0] === 'y')!;
    expect(rest).toEqual({ at: 1, moves: ['y', 'z'], variations: [{ at: 1, moves: ['k'], variations: [] }] });
    expect(parent.variations.find((v) => v.moves[0] === 'w')?.at).toBe(1);
    expect(parent.variations.find((v) => v.moves[0] === 't')?.at).toBe(2);
  });

  it('reads a stored tree only in its shape', () => {
    const good = [{ at: 4, moves: ['e'], variations: [{ at: 0, moves: ['f'], variations: [] }] }];
    expect(readTree(good, GAME)).toEqual(good);
    expect(readTree([{ at: 4, moves: ['e'] }], GAME)).toEqual([{ at: 4, moves: ['e'], variations: [] }]);
    for (const bad of [null, 'x', [{ at: 5, moves: ['e'], variations: [] }], [{ at: -1, moves: ['e'] }], [{ at: 1, moves: [] }], [{ at: 1, moves: [3] }], [{ at: 1.5, moves: ['e'] }], [{ at: 0, moves: ['e'], variations: [{ at: 2, moves: ['f'] }] }]]) {
      expect(readTree(bad, GAME)).toBeNull();
    }
    expect(readTree([{ at: 0, moves: Array(11).fill('m') }], GAME, 10)).toBeNull();
    let deep: unknown[] = [];
    for (let i = 0; i < 70; i++) deep = [{ at: 0, moves: ['m'], variations: deep }];
    expect(readTree(deep, GAME)).toBeNull();
  });

  it('writes a continuation past a line’s end as PGN4 can (the last move and on), and reads it back', () => {
    // Past the game's end: e f, with g instead of f, and h after f (a continuation of a continuation).
    const tree: Variation[] = [{ at: 4, moves: ['e', 'f'], variations: [{ at: 1, moves: ['g'], variations: [] }, { at: 2, moves: ['h'], variations: [] }] }, { at: 1, moves: ['x'], variations: [] }];
    const written = forRecord(tree, GAME);
    expect(written).toEqual([
      { at: 3, moves: ['d', 'e', 'f'], variations: [{ at: 2, moves: ['g'], variations: [] }, { at: 2, moves: ['f', 'h'], variations: [] }] },
      { at: 1, moves: ['x'], variations: [] },
    ]);
    expect(fromRecord(written, GAME)).toEqual(tree);
    // Nothing to replace: a position without moves cannot write its lines.
    expect(forRecord([{ at: 0, moves: ['e'], variations: [] }], [])).toEqual([]);
    // A record's variation that repeats its move: its other lines stand beside it.
    expect(fromRecord([{ at: 1, moves: ['b', 'x'], variations: [{ at: 0, moves: ['y'], variations: [] }] }], GAME)).toEqual([
      { at: 1, moves: ['y'], variations: [] },
      { at: 2, moves: ['x'], variations: [] },
    ]);
  });

  it('says whether a line can be promoted: not the first at its move off the game', () => {
    const tree: Variation[] = [
      { at: 1, moves: ['x', 'y'], variations: [{ at: 1, moves: ['u'], variations: [] }] },
      { at: 1, moves: ['m'], variations: [] },
      { at: 2, moves: ['k'], variations: [] },
    ];
    expect(canPromote(tree, at([0], 1))).toBe(false);
    expect(canPromote(tree, at([1], 1))).toBe(true);
    expect(canPromote(tree, at([2], 1))).toBe(false);
    expect(canPromote(tree, at([0, 0], 1))).toBe(true);
    expect(canPromote(tree, at([], 2))).toBe(false);
    // It agrees with what promote does.
    for (const p of [at([0], 1), at([1], 1), at([2], 1), at([0, 0], 1)]) expect(canPromote(tree, p)).toBe(JSON.stringify(promote(tree, p).tree) !== JSON.stringify(tree));
  });

  it('steps along a side line, out of it before its first move, and on the game’s moves', () => {
    const tree: Variation[] = [{ at: 2, moves: ['x', 'y', 'z'], variations: [{ at: 1, moves: ['u', 'v'], variations: [] }] }];
    expect(stepTarget(tree, at([0], 2), 3)).toEqual({ path: at([0], 3) });
    expect(stepTarget(tree, at([0], 3), 9)).toEqual({ path: at([0], 3) });
    expect(stepTarget(tree, at([0], 2), 1)).toEqual({ path: at([0], 1) });
    expect(stepTarget(tree, at([0], 1), 0)).toEqual({ game: 2 });
    expect(stepTarget(tree, at([0, 0], 1), 0)).toEqual({ path: at([0], 1) });
    expect(stepTarget(tree, null, 4)).toEqual({ game: 4 });
    expect(stepTarget(tree, at([5], 1), 0)).toEqual({ game: 0 });
  });
});
