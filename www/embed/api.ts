// The messages between an embedded frame (index.html?embed=1, replay.html?embed=1) and the
// page around it, and the embedding helper's options (embed.ts). Types only: the build
// ships this file, with `mount`'s declaration, as dist/embed.d.ts (scripts/embed-plugin.mjs),
// so it must stay free of runtime code (www/embed/api.test.ts checks). docs/embedding.md
// explains every message.

/** Every message either way is an object with `fourchess: 1` and a `type`. */
export interface Envelope {
  fourchess: 1;
}

/** The rule sets: Verney's four-handed chess, 4 Player Chess Teams and Free-for-all, Partnership Chaturanga. */
export type Variant = 'verney' | 'teams' | 'ffa' | 'chaturanga';

/** Which page a frame shows: the game screen or the viewer. */
export type FramePage = 'game' | 'viewer';

// ---- from the frame to the page around it ----

/** Once, when the frame shows its first game or record. */
export interface ReadyMessage extends Envelope {
  type: 'ready';
  page: FramePage;
  variant: Variant;
  fen4: string;
  /** The entries of the record so far (moves, rolls, passes). */
  plies: number;
}

/** After every entry added to the game's record (a move, a roll, a pass, a resignation): the game screen only. */
export interface MoveMessage extends Envelope {
  type: 'move';
  /** The entry's number, from 1. */
  ply: number;
  /** The seat that made it, 0..3 in the record's order. */
  seat: number;
  /** The entry as the record (PGN4) writes it: `h2-h4`, `Ng1xBh5+`, `@6-2`, `R`. */
  move: string;
  /** The position after it. */
  fen4: string;
}

/** The game ended (the game screen; also a finished game loaded there). */
export interface OverMessage extends Envelope {
  type: 'over';
  /** The result in English, as the record's Result line says it: `Red and Yellow win: checkmate`. */
  result: string;
  /** Why, as a code: `checkmate`, `stalemate`, `resignation`, `timeout`, `points-lead`, `move-limit`, ... (docs/embedding.md). */
  reason: string;
  /** The winning seats (none for a draw). */
  winners: number[];
}

/** The position shown changed other than by a move: a game loaded or started, a take-back, a step in the viewer. */
export interface PositionMessage extends Envelope {
  type: 'position';
  variant: Variant;
  fen4: string;
  /** The entry of the record shown (the viewer: the step; the game screen: the game's last). */
  ply: number;
  plies: number;
}

/** The height the frame's content wants, in CSS pixels: sent at the start and whenever it changes. */
export interface SizeMessage extends Envelope {
  type: 'size';
  height: number;
}

/** A command was applied (sent for commands that carry an `id`). */
export interface DoneMessage extends Envelope {
  type: 'done';
  id: string | number;
}

/** Why a command was refused; nothing of it was applied. */
export type ErrorCode =
  | 'bad-message'
  | 'unknown-type'
  | 'too-large'
  | 'bad-record'
  | 'bad-position'
  | 'bad-variant'
  | 'bad-seat'
  | 'bad-level'
  | 'bad-clock'
  | 'bad-ply'
  | 'not-here'
  | 'not-ready';

export interface ErrorMessage extends Envelope {
  type: 'error';
  code: ErrorCode;
  /** A sentence in English for the site's developer (not for players). */
  message: string;
  /** The refused command's `id`, when it had one. */
  id?: string | number;
}

export type FrameMessage = ReadyMessage | MoveMessage | OverMessage | PositionMessage | SizeMessage | DoneMessage | ErrorMessage;

// ---- from the page around it to the frame (accepted only from the frame's parent window) ----

/** Every command may carry an `id`: the frame answers `done` or `error` with it. */
export interface CommandBase extends Envelope {
  id?: string | number;
}

/** Show this game (its last position) or this position. A FEN4 needs its rule set. At most 1 MB. */
export type LoadCommand = CommandBase & { type: 'load' } & ({ pgn4: string } | { fen4: string; variant: Variant });

/** A new game (the game screen): the seats people play (`[]`: bots only), the bots' level 1..6, a clock such as `3+5`. */
export interface NewCommand extends CommandBase {
  type: 'new';
  variant: Variant;
  humans?: number[];
  level?: number;
  clock?: string;
}

/** The seat drawn at the bottom, 0..3; `null`: the game screen's own choice again (the seat played here). */
export interface OrientationCommand extends CommandBase {
  type: 'orientation';
  seat: number | null;
}

/** Show the position after `ply` entries of the record (0: the start). The game screen shows a past position and goes back to the game at the last. */
export interface GotoCommand extends CommandBase {
  type: 'goto';
  ply: number;
}

export type Command = LoadCommand | NewCommand | OrientationCommand | GotoCommand;

// ---- the helper (dist/embed.js) ----

export interface MountOptions {
  /** Where the site is, ending in `/`: `https://example.org/fourchess/`. Default: the folder embed.js was loaded from. */
  site?: string;
  /** `game` (default): the game screen; `viewer`: the record viewer. */
  page?: FramePage;
  variant?: Variant;
  /** A record to show (the viewer, or the game screen to play on from its end). */
  pgn4?: string;
  /** A position to start from (with `variant`). */
  fen4?: string;
  /** The seats people play at this page (the game screen); `[]`: bots only. Default: [0]. */
  humans?: number[];
  /** The bots' level, 1..6. */
  level?: number;
  /** Game clocks, `minutes+delay`: `3+5`. */
  clock?: string;
  /** How long a bot waits before its move shows, in ms (0..5000; the site's default 300). */
  botDelay?: number;
  lang?: 'en' | 'de';
  /** The viewer: step through the record on its own, a step every `autoplay` ms (true: 1500). */
  autoplay?: boolean | number;
  /** The frame's width (CSS), default `100%`; its height follows its content. */
  width?: string;
  /** The frame's height until its first `size` message, in CSS pixels. Default 600. */
  height?: number;
  onReady?: (message: ReadyMessage) => void;
  onMove?: (message: MoveMessage) => void;
  onOver?: (message: OverMessage) => void;
  onPosition?: (message: PositionMessage) => void;
  onError?: (message: ErrorMessage) => void;
}

export interface EmbedHandle {
  /** The iframe. */
  readonly frame: HTMLIFrameElement;
  /** Resolves once the frame said `ready`. */
  readonly ready: Promise<ReadyMessage>;
  /** Shows a record or a position; rejects with the frame's `error` message. */
  load(what: { pgn4: string } | { fen4: string; variant: Variant }): Promise<void>;
  newGame(game: { variant: Variant; humans?: number[]; level?: number; clock?: string }): Promise<void>;
  orientation(seat: number | null): Promise<void>;
  goto(ply: number): Promise<void>;
  /** Removes the frame and stops listening. */
  destroy(): void;
}
