import type { MoveReview, PlayerReview } from '../pkg/fourchess_wasm';
import type { Failure } from './protocol';

// The analysis worker's messages (analysis.worker.ts): the page asks for the best lines of
// one position; the worker streams each completed depth's lines. The page stops an
// analysis at once by terminating the worker (a new one answers the next question).

export interface AnalysisRequest {
  id: number;
  /** `review`: judge every move of `pgn4` at `maxMs` a position instead (MoveReview messages). */
  kind?: 'analyse' | 'review';
  /** The game up to the position to analyse (its house rules in its tags). */
  pgn4: string;
  /** How many lines, 1..5. */
  multipv: number;
  /** Think at most this long (ms); the page also stops it by terminating the worker. */
  maxMs: number;
  /** Teams: the learned evaluation's net file (net.ts) to analyse with instead of the hand-written one. */
  net?: ArrayBuffer | null;
}

/** Which evaluation an analysis uses: the learned one only where a net was given and read. */
export type Evaluation = 'learned' | 'hand';

/** One line of an analysis: its score for the side to move (its team in team games). */
export interface AnalysisLine {
  multipv: number;
  /** Centipawns, or null when the line is a forced mate. */
  cp: number | null;
  /** Plies to mate, signed: > 0 the side to move mates, < 0 it is mated; else null. */
  mate: number | null;
  /** The line's moves as the engine writes them (none: Chaturanga before the roll). */
  pv: string[];
  /** Free-for-all: each seat's points at the end of the line (else null). */
  points: number[] | null;
  /** Chaturanga: the chance (0..1) that the team to move wins, over the dice (else null). */
  winChance: number | null;
}

export type AnalysisMessage =
  | { id: number; kind: 'info'; depth: number; nodes: number; nps: number; lines: AnalysisLine[]; evaluation: Evaluation }
  | { id: number; kind: 'move'; review: MoveReview }
  /** The review's end: each player's figures, and which evaluation judged the moves. */
  | { id: number; kind: 'reviewed'; players: PlayerReview[]; evaluation: Evaluation }
  | { id: number; kind: 'done' }
  /** A refusal, in the engine protocol's Failure shape (the engine's error code and details). */
  | (Failure<'analyse' | 'review'> & { kind: 'error' });
