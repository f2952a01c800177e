// The analysis board's side lines as a tree under the game's moves (pure: no engine, no DOM).
// A variation replaces the move at index `at` of its parent line (the game's moves for a
// top-level one, the enclosing variation's moves for a nested one) and goes on from the
// position before it, as PGN4's `( ... )` do; at the game's end (`at` = its length) it
// continues the game. Where the board stands is a path: the variations entered, in order,
// and how many moves into the last line. The game's own moves never change here.

/** A side line: the move it replaces in its parent line, its moves, the lines off them. */
export interface Variation {
  at: number;
  moves: string[];
  variations: Variation[];
}

/** Where the board stands: `lines` indexes a variation of each line entered in turn
 * (empty: on the game's moves), `ply` is the number of moves into the last line. */
export interface Path {
  lines: number[];
  ply: number;
}

/** The moves of a line: the game's (no variation entered) or a variation's. */
function movesOf(main: readonly string[], line: Variation | null): readonly string[] {
  return line === null ? main : line.moves;
}

/** The variation a path's `lines` lead to (null: the game's moves); undefined if it leads nowhere. */
export function lineAt(tree: readonly Variation[], lines: readonly number[]): Variation | null | undefined {
  let line: Variation | null = null;
  let children = tree;
  for (const i of lines) {
    const next = children[i];
    if (next === undefined) return undefined;
    line = next;
    children = next.variations;
  }
  return line;
}

/** Every move from the game's start to the path's position, and the game ply the first variation leaves at (its `at`; the path's ply on the game's moves). */
export function movesTo(main: readonly string[], tree: readonly Variation[], path: Path): { moves: string[]; from: number } | null {
  const moves: string[] = [];
  let parent: readonly string[] = main;
  let children = tree;
  let from = path.ply;
  for (const [depth, i] of path.lines.entries()) {
    const v = children[i];
    if (v === undefined || v.at > parent.length) return null;
    if (depth === 0) from = v.at;
    moves.push(...parent.slice(0, v.at));
    parent = v.moves;
    children = v.variations;
  }
  if (path.ply < 0 || path.ply > parent.length) return null;
  moves.push(...parent.slice(0, path.ply));
  return { moves, from };
}

/** The tree with the line at `lines` replaced by `change(line)` (copies along the way; the rest shared). */
function withLine(tree: readonly Variation[], lines: readonly number[], change: (v: Variation) => Variation | null): Variation[] {
  const [i, ...rest] = lines;
  if (i === undefined) return [...tree];
  const v = tree[i];
  if (v === undefined) return [...tree];
  const next = rest.length === 0 ? change(v) : { ...v, variations: withLine(v.variations, rest, change) };
  return next === null ? tree.filter((_, k) => k !== i) : tree.map((w, k) => (k === i ? next : w));
}

/** The children of the line at `lines`. */
function childrenAt(tree: readonly Variation[], lines: readonly number[]): readonly Variation[] {
  const line = lineAt(tree, lines);
  return line === null ? tree : (line?.variations ?? []);
}

/**
 * A move played on the board at `path`: the line's own next move is followed, a variation
 * that starts with it at this point is entered, a variation's end is extended, and anything
 * else starts a new variation here. Returns the tree and the path after the move.
 */
export function play(main: readonly string[], tree: readonly Variation[], path: Path, move: string): { tree: Variation[]; path: Path } {
  const line = lineAt(tree, path.lines);
  if (line === undefined) return { tree: [...tree], path };
  const moves = movesOf(main, line);
  if (moves[path.ply] === move) return { tree: [...tree], path: { lines: path.lines, ply: path.ply + 1 } };
  const children = childrenAt(tree, path.lines);
  const known = children.findIndex((v) => v.at === path.ply && v.moves[0] === move);
  if (known >= 0) return { tree: [...tree], path: { lines: [...path.lines, known], ply: 1 } };
  if (line !== null && path.ply === moves.length) {
    return { tree: withLine(tree, path.lines, (v) => ({ ...v, moves: [...v.moves, move] })), path: { lines: path.lines, ply: path.ply + 1 } };
  }
  const fresh: Variation = { at: path.ply, moves: [move], variations: [] };
  if (path.lines.length === 0) return { tree: [...tree, fresh], path: { lines: [tree.length], ply: 1 } };
  const next = withLine(tree, path.lines, (v) => ({ ...v, variations: [...v.variations, fresh] }));
  return { tree: next, path: { lines: [...path.lines, children.length], ply: 1 } };
}

/** Takes the variation the path is in out of the tree, with the lines off it; the board goes to where it left its parent line. */
export function remove(tree: readonly Variation[], path: Path): { tree: Variation[]; path: Path } {
  const v = lineAt(tree, path.lines);
  if (v === null || v === undefined) return { tree: [...tree], path };
  return { tree: withLine(tree, path.lines, () => null), path: { lines: path.lines.slice(0, -1), ply: v.at } };
}

/**
 * Promotes the variation the path is in: first among the variations that leave its parent
 * line at the same move; already first there and inside another variation, it swaps with
 * that variation's moves from the same point (the parent's rest becomes the side line). The
 * game's moves are never replaced: a first top-level variation stays where it is.
 */
export function promote(tree: readonly Variation[], path: Path): { tree: Variation[]; path: Path } {
  const v = lineAt(tree, path.lines);
  const i = path.lines.at(-1);
  if (v === null || v === undefined || i === undefined) return { tree: [...tree], path };
  const parentLines = path.lines.slice(0, -1);
  const siblings = childrenAt(tree, parentLines);
  const first = siblings.findIndex((s) => s.at === v.at);
  if (first !== i) {
    const reordered = siblings.filter((_, k) => k !== i);
    reordered.splice(first, 0, v);
    const next = parentLines.length === 0 ? reordered : withLine(tree, parentLines, (p) => ({ ...p, variations: reordered }));
    return { tree: next, path: { lines: [...parentLines, first], ply: path.ply } };
  }
  const parent = lineAt(tree, parentLines);
  if (parent === null || parent === undefined) return { tree: [...tree], path };
  // Swap: the parent keeps its moves before `at`, then this line's; its old rest becomes this variation.
  const rest: Variation = { at: v.at, moves: parent.moves.slice(v.at), variations: [] };
  const restKids = parent.variations.filter((s, k) => k !== i && s.at > v.at).map((s) => ({ ...s, at: s.at - v.at }));
  const mineKids = v.variations.map((s) => ({ ...s, at: s.at + v.at }));
  const keep = parent.variations.filter((s, k) => k !== i && s.at <= v.at);
  const swapped: Variation = {
    ...parent,
    moves: [...parent.moves.slice(0, v.at), ...v.moves],
    variations: [...keep.filter((s) => s.at < v.at), { ...rest, variations: restKids }, ...keep.filter((s) => s.at === v.at), ...mineKids],
  };
  const next = withLine(tree, parentLines, () => swapped);
  return { tree: next, path: { lines: parentLines, ply: v.at + path.ply } };
}

/** A tree read from storage or a record, if it has the shape (`at` within its parent line, at most `maxMoves` moves in all and 64 levels deep); null if not. */
export function readTree(x: unknown, main: readonly string[], maxMoves = 10_000): Variation[] | null {
  let count = 0;
  const read = (y: unknown, parentLength: number, depth: number): Variation[] | null => {
    if (!Array.isArray(y) || depth > 64) return null;
    const out: Variation[] = [];
    for (const v of y as unknown[]) {
      const o = v as Partial<Variation> | null;
      if (typeof o !== 'object' || o === null || !Number.isInteger(o.at) || (o.at as number) < 0 || (o.at as number) > parentLength) return null;
      if (!Array.isArray(o.moves) || o.moves.length === 0 || !o.moves.every((m) => typeof m === 'string' && m.length <= 64)) return null;
      count += o.moves.length;
      if (count > maxMoves) return null;
      const kids = read(o.variations ?? [], o.moves.length, depth + 1);
      if (kids === null) return null;
      out.push({ at: o.at as number, moves: [...o.moves], variations: kids });
    }
    return out;
  };
  return read(x, main.length, 0);
}

/**
 * The tree as PGN4 can say it: a variation that continues a line past its end is written as
 * one that replaces the line's last move with that move and the continuation. Where a line
 * has no move to replace (a position without moves), the continuation cannot be written and
 * is left out.
 */
export function forRecord(tree: readonly Variation[], main: readonly string[]): Variation[] {
  const walk = (vs: readonly Variation[], parent: readonly string[]): Variation[] =>
    vs.flatMap((v) => {
      const kids = walk(v.variations, v.moves);
      if (v.at < parent.length) return [{ at: v.at, moves: [...v.moves], variations: kids }];
      const last = parent[parent.length - 1];
      if (last === undefined) return [];
      return [{ at: v.at - 1, moves: [last, ...v.moves], variations: kids.map((k) => ({ ...k, at: k.at + 1 })) }];
    });
  return walk(tree, main);
}

/** A tree read from a record: a variation that starts with the very move it replaces is
 * the continuation after that move (the lines off its first move stand beside it). */
export function fromRecord(tree: readonly Variation[], main: readonly string[]): Variation[] {
  const walk = (vs: readonly Variation[], parent: readonly string[]): Variation[] =>
    vs.flatMap((v) => {
      const kids = walk(v.variations, v.moves);
      if (v.moves[0] !== parent[v.at]) return [{ at: v.at, moves: [...v.moves], variations: kids }];
      const beside = kids.filter((k) => k.at === 0).map((k) => ({ ...k, at: v.at }));
      const after = kids.filter((k) => k.at > 0).map((k) => ({ ...k, at: k.at - 1 }));
      const rest = v.moves.length > 1 ? walk([{ at: v.at + 1, moves: v.moves.slice(1), variations: after }], parent) : walk(after.map((k) => ({ ...k, at: v.at + 1 })), parent);
      return [...beside, ...rest];
    });
  return walk(tree, main);
}

/** Whether `promote` would change anything: the game's own moves are never replaced. */
export function canPromote(tree: readonly Variation[], path: Path): boolean {
  const i = path.lines.at(-1);
  const v = lineAt(tree, path.lines);
  if (i === undefined || v === null || v === undefined) return false;
  const parent = path.lines.slice(0, -1);
  return childrenAt(tree, parent).findIndex((s) => s.at === v.at) !== i || parent.length > 0;
}

/**
 * Where a step to move `target` of the line at `path` goes (Back, Forward, Last and their
 * keys): along the side line, at most to its end; back before its first move, to the position
 * it leaves on its parent line (`game`: the game's ply, for a top-level line); on the game's
 * moves (no side line), to that ply.
 */
export function stepTarget(tree: readonly Variation[], path: Path | null, target: number): { path: Path } | { game: number } {
  const line = path === null ? null : lineAt(tree, path.lines);
  if (path === null || line === null || line === undefined) return { game: target };
  if (target <= 0) {
    const up = path.lines.slice(0, -1);
    return up.length === 0 ? { game: line.at } : { path: { lines: up, ply: line.at } };
  }
  return { path: { lines: path.lines, ply: Math.min(target, line.moves.length) } };
}
