// A new game as the New game dialog chooses it: the form's choice as plain data, and
// buildGame() that turns it into a config (pure). Kept with the game screen ("Play again",
// the first visit's card); the dialog itself (new-game.ts) loads on first use.
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, rotatedFirstPlayer, type ArrayId, type GameConfig, type SeatPlayer, type Settings, type Variant } from '../game/config';
import { formatTimeControl, parseTimeControl, PRESETS } from '../game/game-clock';
import type { GameOptions } from '../pkg/fourchess_wasm';
import type { PieceSet } from '../board/piece-draw';

export interface Choice {
  variant: Variant;
  /** "h" for a person, "b1".."b6" for a bot, "g" for a friend at another device (group play). */
  seats: string[];
  clubSetup: boolean;
  doubleStep: boolean;
  firstPlayer: number;
  array: ArrayId;
  moveLimit: string;
  deadKingWalking: boolean;
  rotateStart: boolean;
  threeDice: boolean;
  /** "random" or "1".."24". */
  setup: string;
  showLegal: boolean;
  moveArrows: boolean;
  pieceSet: PieceSet;
  /** House rule: the Hint button. */
  hints: boolean;
  turnToMover: boolean;
  timePerMove: Settings['timePerMove'];
  /** "" for no clocks, a preset such as "3+5", or "custom" (then `customClock`). */
  clock: string;
  customClock: string;
  premoves: number;
}

export function seatCode(p: SeatPlayer | undefined): string {
  return p?.kind === 'bot' ? `b${p.level}` : 'h';
}

export function seatFromCode(code: string): SeatPlayer {
  const level = Number(code.slice(1));
  return code.startsWith('b') && BOT_LEVELS.includes(level as 1) ? { kind: 'bot', level } : code === 'h' ? { kind: 'human' } : { kind: 'bot', level: DEFAULT_BOT_LEVEL };
}

export function choiceFrom(config: GameConfig, settings: Settings): Choice {
  const o = config.options;
  return {
    variant: config.variant,
    seats: config.seats.map(seatCode),
    clubSetup: o.clubSetup ?? false,
    doubleStep: o.doubleStep ?? false,
    firstPlayer: o.firstPlayer ?? 0,
    array: o.array ?? 'modern',
    moveLimit: o.moveLimit == null ? '' : String(o.moveLimit),
    deadKingWalking: o.deadKingWalking ?? false,
    rotateStart: settings.rotateStart,
    threeDice: o.threeDice ?? false,
    setup: o.setup === undefined ? '1' : String(o.setup),
    showLegal: settings.showLegal,
    moveArrows: settings.moveArrows,
    pieceSet: settings.pieceSet,
    hints: config.hints === true,
    turnToMover: settings.turnToMover,
    timePerMove: settings.timePerMove,
    ...clockChoice(config),
    premoves: settings.premoves,
  };
}

function clockChoice(config: GameConfig): Pick<Choice, 'clock' | 'customClock'> {
  if (config.timeControl === null) return { clock: '', customClock: '' };
  const text = formatTimeControl(config.timeControl);
  return PRESETS.includes(text) ? { clock: text, customClock: '' } : { clock: 'custom', customClock: text };
}

/** The config and settings of a choice; `gameIndex` counts the session's games (rotation). */
export function buildGame(c: Choice, settings: Settings, gameIndex: number, random: () => number = Math.random): { config: GameConfig; settings: Settings } {
  let options: GameOptions;
  switch (c.variant) {
    case 'verney':
      options = { clubSetup: c.clubSetup, doubleStep: c.doubleStep, firstPlayer: c.firstPlayer };
      break;
    case 'teams':
    case 'ffa': {
      options = { array: c.array };
      if (c.variant === 'ffa') options.deadKingWalking = c.deadKingWalking;
      const limit = Math.round(Number(c.moveLimit));
      if (c.moveLimit.trim() !== '' && Number.isFinite(limit) && limit >= 1) options.moveLimit = limit;
      if (c.rotateStart) options.firstPlayer = rotatedFirstPlayer(gameIndex);
      break;
    }
    case 'chaturanga': {
      const setup = c.setup === 'random' ? 1 + Math.floor(random() * 24) : Math.min(24, Math.max(1, Math.round(Number(c.setup)) || 1));
      options = { threeDice: c.threeDice, setup };
      break;
    }
  }
  const timeControl = parseTimeControl(c.clock === 'custom' ? c.customClock : c.clock);
  return {
    config: { variant: c.variant, options, seats: c.seats.slice(0, 4).map(seatFromCode), startFen4: null, timeControl, ...(c.hints ? { hints: true } : {}) },
    settings: { ...settings, showLegal: c.showLegal, moveArrows: c.moveArrows, pieceSet: c.pieceSet, turnToMover: c.turnToMover, rotateStart: c.rotateStart, timePerMove: c.timePerMove, premoves: c.premoves },
  };
}
