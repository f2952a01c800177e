// The game on the analysis board as the engine holds it: its record read once (with the side
// lines a PGN4's variations give), its positions cut from the held game as they are asked
// for, the side line shown, and the side lines kept in the browser and written as PGN4.
import type { EngineModule } from '../engine/engine-page';
import type { RecordPly } from '../site/record-view';
import { gameKey, keepLines, keptLines } from './kept-lines';
import { treePlays } from './lines-view';
import type { AnalysisRecord, AnalysisState, HeldGame } from './state';
import { forRecord, fromRecord, movesTo, readTree, type Variation } from './tree';

/** A move's text as side lines compare it: what it gave (+, #) is the engine's to say. */
export const bare = (text: string): string => text.replace(/[+#]+$/, '');

/** The record, and the side lines it holds (PGN4's variations, as the tree keeps them). */
export function readRecord(e: EngineModule, pgn4: string): { record: AnalysisRecord; lines: Variation[] } {
  const game = e.Engine.fromPgn4(pgn4);
  try {
    const { moves } = game.record();
    const bareTree = (vs: readonly Variation[]): Variation[] => vs.map((v) => ({ at: v.at, moves: v.moves.map(bare), variations: bareTree(v.variations) }));
    const lines = fromRecord(bareTree(game.variations()), moves.map((m) => bare(m.text)));
    // The game is held without its side lines (the positions' records, the key and the analysis read it).
    game.setVariations([]);
    return { record: { board: game.boardInfo(), moves, game, plies: new Map() }, lines };
  } catch (error) {
    game.free();
    throw error;
  }
}

/** The game's position after `ply` moves, asked of the held game once (a copy cut at that ply). */
export function plyAt(a: AnalysisState, ply: number): RecordPly | undefined {
  const r = a.record;
  if (r === null || ply < 0 || ply > r.moves.length) return undefined;
  let p = r.plies.get(ply);
  if (p === undefined) {
    const game = r.game.atPly(ply);
    try {
      p = { fen4: game.fen4(), pgn4: game.pgn4(), pieces: game.pieces(), status: game.status() };
      r.plies.set(ply, p);
    } finally {
      game.free();
    }
  }
  return p;
}

/** A game at the position shown, the caller's to free: the held game cut at the ply, the side line's moves played on. */
export function gameHere(a: AnalysisState): HeldGame | null {
  const r = a.record;
  if (r === null) return null;
  const side = sideLine(a);
  const game = r.game.atPly(side?.from ?? a.ply);
  try {
    for (const text of side?.moves ?? []) game.play(text, undefined);
    return game;
  } catch (error) {
    game.free();
    throw error;
  }
}

/** Keeps the side lines with the game in the browser. */
export function keepTree(a: AnalysisState): void {
  let storage: Storage | null = null;
  try {
    storage = localStorage;
  } catch {
    // Refused (a frame, private mode): the lines last as long as the page.
  }
  keepLines(storage, a.linesKey, a.tree, Date.now());
}

/** The lines kept for this game, else those its record holds. */
export function treeOf(a: AnalysisState, pgn4: string, fromRecordLines: Variation[]): Variation[] {
  a.linesKey = gameKey(pgn4);
  let kept: unknown = null;
  try {
    kept = keptLines(localStorage, a.linesKey);
  } catch {
    kept = null;
  }
  const stored = kept === null ? null : readTree(kept, a.mainMoves);
  // A stored tree whose moves the engine refuses (edited by hand): the record's lines instead.
  const r = a.record;
  if (stored === null || r === null || !treePlays(stored, (at) => (at <= r.moves.length ? r.game.atPly(at) : undefined))) return fromRecordLines;
  return stored;
}

/** The game with its side lines as PGN4 (chess.com's variations), asked of the engine. */
export function recordWithLines(a: AnalysisState): string {
  if (a.record === null) return '';
  const game = a.record.game.atPly(a.record.moves.length);
  try {
    game.setVariations(forRecord(a.tree, a.mainMoves));
    return game.pgn4();
  } finally {
    game.free();
  }
}

/** The side line shown: the game ply it leaves at and its moves from there (null: none). */
export function sideLine(a: AnalysisState): { from: number; moves: string[] } | null {
  const to = a.path === null ? null : movesTo(a.mainMoves, a.tree, a.path);
  return to === null ? null : { from: to.from, moves: to.moves.slice(to.from) };
}

