// Page settings kept across games and reloads (localStorage), validated on read.
import { DEFAULT_SETTINGS, type Settings } from './config';
import { PIECE_SETS } from '../board/piece-draw';

const KEY = 'fourchess.settings';
const COUNT_KEY = 'fourchess.session-games';

export function parseSettings(raw: string | null): Settings {
  try {
    const x = JSON.parse(raw ?? '{}') as Record<string, unknown>;
    const bool = (v: unknown, d: boolean): boolean => (typeof v === 'boolean' ? v : d);
    const time = x.timePerMove === 30 || x.timePerMove === 60 ? x.timePerMove : 0;
    return {
      showLegal: bool(x.showLegal, DEFAULT_SETTINGS.showLegal),
      sound: bool(x.sound, DEFAULT_SETTINGS.sound),
      turnToMover: bool(x.turnToMover, DEFAULT_SETTINGS.turnToMover),
      rotateStart: bool(x.rotateStart, DEFAULT_SETTINGS.rotateStart),
      moveArrows: bool(x.moveArrows, DEFAULT_SETTINGS.moveArrows),
      pieceSet: PIECE_SETS.find((p) => p === x.pieceSet) ?? DEFAULT_SETTINGS.pieceSet,
      timePerMove: time,
      premoves: Number.isInteger(x.premoves) && (x.premoves as number) >= 0 && (x.premoves as number) <= 4 ? (x.premoves as number) : DEFAULT_SETTINGS.premoves,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function loadSettings(): Settings {
  try {
    return parseSettings(localStorage.getItem(KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function saveSettings(s: Settings): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Not remembered; the settings still hold for this page.
  }
}

/** Counts the games started in this tab's session (for "rotate the starting player"). */
export function nextGameIndex(): number {
  try {
    const n = Number(sessionStorage.getItem(COUNT_KEY) ?? '0') || 0;
    sessionStorage.setItem(COUNT_KEY, String(n + 1));
    return n;
  } catch {
    return 0;
  }
}
