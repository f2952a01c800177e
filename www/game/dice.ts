// Chaturanga dice panel: what it shows and offers, computed from the engine's answers.
import type { MoveInfo, Status } from '../pkg/fourchess_wasm';

export interface DieView {
  value: number;
  /** Kinds the die moves ("K", "P", "B", "N", "R"); empty for a 6. */
  kinds: string[];
  /** Legal board moves with this die. */
  moves: number;
  pass: MoveInfo | undefined;
  discard: MoveInfo | undefined;
  chosen: boolean;
}

export interface DicePanel {
  needsRoll: boolean;
  /** A person may act now (roll, choose, pass, discard). */
  canAct: boolean;
  /** Three dice: a die must be discarded first. */
  mustDiscard: boolean;
  dice: DieView[];
}

export function dicePanel(status: Status | null, legal: readonly MoveInfo[], chosen: number | null, humanTurn: boolean): DicePanel {
  const live = status !== null && status.outcome === null;
  const needsRoll = live && status.needsRoll;
  const seen = new Set<number>();
  const dice: DieView[] = [];
  for (const [i, value] of (status?.dice ?? []).entries()) {
    if (seen.has(value)) continue; // 3-3: one entry; the engine identifies dice by value
    seen.add(value);
    const withDie = legal.filter((m) => m.die === value);
    dice.push({
      value,
      kinds: status?.dieKinds[i] ?? [],
      moves: withDie.filter((m) => m.action === 'move').length,
      pass: withDie.find((m) => m.action === 'pass-die'),
      discard: withDie.find((m) => m.action === 'discard'),
      chosen: chosen === value,
    });
  }
  return {
    needsRoll,
    canAct: live && humanTurn,
    mustDiscard: dice.some((d) => d.discard !== undefined),
    dice,
  };
}

/** The legal moves a chosen die allows (all moves when no die is chosen). */
export function movesWithDie(legal: readonly MoveInfo[], chosen: number | null): MoveInfo[] {
  return chosen === null ? [...legal] : legal.filter((m) => m.die === chosen);
}

/** Keeps a chosen die only while it is still among the dice left. */
export function keepChosen(chosen: number | null, status: Status | null): number | null {
  return chosen !== null && status?.dice.includes(chosen) ? chosen : null;
}

export const DIE_FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;
