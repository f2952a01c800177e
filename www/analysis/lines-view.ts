// The side lines drawn in the analysis board's move list: each variation in brackets right
// after the move it replaces (a continuation after the game's last move), nested ones inside
// it, every move a button that shows its position (data-path="lines:ply", lines joined by ".").
import type { BoardInfo } from '../pkg/fourchess_wasm';
import type { EngineModule } from '../engine/engine-page';
import { seatName, seatSign } from '../i18n/labels';
import { st } from '../site/texts';
import type { Path, Variation } from './tree';

/** A path as the buttons carry it ("0.1:3"), and back. */
export function pathText(path: Path): string {
  return `${path.lines.join('.')}:${path.ply}`;
}
export function readPath(text: string | undefined): Path | null {
  const m = /^(\d+(?:\.\d+)*):(\d+)$/.exec(text ?? '');
  return m === null ? null : { lines: m[1]!.split('.').map(Number), ply: Number(m[2]) };
}

interface Context {
  engine: EngineModule;
  board: BoardInfo;
  shown: string | null;
}

/** One variation (from the position `start`, PGN4) with the lines off it. */
function lineElement(v: Variation, lines: number[], start: string, c: Context): HTMLElement {
  const box = document.createElement('span');
  box.className = 'variation';
  box.dataset.line = lines.join('.');
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', st('analysis.variation'));
  box.append('(');
  const game = c.engine.Engine.fromPgn4(start);
  try {
    for (let j = 0; j <= v.moves.length; j++) {
      const off = v.variations.flatMap((k, i) => (k.at === j ? [[k, i] as const] : []));
      const before = off.length > 0 ? game.pgn4() : '';
      const text = v.moves[j];
      if (text !== undefined) {
        const seat = game.status().toMove;
        game.play(text, undefined);
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.path = pathText({ lines, ply: j + 1 });
        const sign = document.createElement('span');
        sign.className = 'seat-sign';
        sign.dataset.army = (c.board.seats[seat]?.name ?? '').toLowerCase();
        sign.setAttribute('aria-hidden', 'true');
        sign.textContent = seatSign(seat)?.char ?? '';
        b.append(sign, ` ${text}`);
        b.setAttribute('aria-label', `${seatName(c.board, seat)}: ${text}`);
        if (b.dataset.path === c.shown) b.setAttribute('aria-current', 'true');
        box.append(' ', b);
      }
      // Lines off this move start where it did; those after the last move, after it.
      for (const [k, i] of off) box.append(' ', lineElement(k, [...lines, i], text === undefined ? game.pgn4() : before, c));
    }
  } catch {
    // A move the engine refuses (storage edited by hand): the line is shown up to it.
  } finally {
    game.free();
  }
  box.append(' )');
  return box;
}

/**
 * Draws `tree` into the move list drawn by moveButtons (its buttons carry data-ply), the
 * position `shown` marked; `before(ply)` is the game's position before its move `ply` (PGN4).
 */
export function drawVariations(list: HTMLElement, tree: readonly Variation[], total: number, before: (ply: number) => string | undefined, engine: EngineModule, board: BoardInfo, shown: Path | null): void {
  for (const old of list.querySelectorAll(':scope > li > .variation, :scope > li.variations')) old.remove();
  const c: Context = { engine, board, shown: shown === null ? null : pathText(shown) };
  tree.forEach((v, i) => {
    const start = before(v.at);
    if (start === undefined) return;
    const el = lineElement(v, [i], start, c);
    let anchor: Element | null = list.querySelector(`button[data-ply="${Math.min(v.at + 1, total)}"]`);
    if (anchor === null) {
      // No move to follow (a position without moves): the lines stand in an item of their own.
      const li = list.querySelector('li.variations') ?? list.appendChild(Object.assign(document.createElement('li'), { className: 'variations' }));
      li.append(el);
      return;
    }
    while (anchor.nextElementSibling?.classList.contains('variation')) anchor = anchor.nextElementSibling;
    anchor.after(el);
  });
}

/** Whether every move of `tree` is legal where it stands (a tree from storage may have been edited); `before(ply)` as for drawVariations. */
export function treePlays(tree: readonly Variation[], before: (ply: number) => string | undefined, engine: EngineModule): boolean {
  const plays = (vs: readonly Variation[], start: (at: number) => string | undefined): boolean =>
    vs.every((v) => {
      const from = start(v.at);
      if (from === undefined) return false;
      const game = engine.Engine.fromPgn4(from);
      try {
        const at: string[] = [];
        for (const text of v.moves) {
          at.push(game.pgn4());
          game.play(text, undefined);
        }
        at.push(game.pgn4());
        return plays(v.variations, (k) => at[k]);
      } catch {
        return false;
      } finally {
        game.free();
      }
    });
  return plays(tree, before);
}
