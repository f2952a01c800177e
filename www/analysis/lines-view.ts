// The side lines drawn in the analysis board's move list: each variation in brackets right
// after the move it replaces (a continuation after the game's last move), nested ones inside
// it, every move a button that shows its position (data-path="lines:ply", lines joined by ".").
import type { BoardInfo } from '../pkg/fourchess_wasm';
import { moveButton } from '../site/record-view';
import { st } from '../site/texts';
import type { HeldGame } from './state';
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
  board: BoardInfo;
  shown: string | null;
}

/** One variation from the position of `game` (a copy this takes and frees), with the lines off it. */
function lineElement(v: Variation, lines: number[], game: HeldGame, c: Context): HTMLElement {
  const box = document.createElement('span');
  box.className = 'variation';
  box.dataset.line = lines.join('.');
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', st('analysis.variation'));
  box.append('(');
  try {
    const base = game.status().ply;
    for (let j = 0; j <= v.moves.length; j++) {
      // The lines off move j start where it does (copies of this line cut there) and stand
      // after it; those after the last move, at the end.
      const off = v.variations.flatMap((k, i) => (k.at === j ? [lineElement(k, [...lines, i], game.atPly(base + j), c)] : []));
      const text = v.moves[j];
      if (text !== undefined) {
        const seat = game.status().toMove;
        game.play(text, undefined);
        const b = moveButton(c.board, seat, text);
        b.dataset.path = pathText({ lines, ply: j + 1 });
        if (b.dataset.path === c.shown) b.setAttribute('aria-current', 'true');
        box.append(' ', b);
      }
      for (const el of off) box.append(' ', el);
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
 * position `shown` marked; `before(ply)` is a copy of the game before its move `ply` (freed here).
 */
export function drawVariations(list: HTMLElement, tree: readonly Variation[], total: number, before: (ply: number) => HeldGame | undefined, board: BoardInfo, shown: Path | null): void {
  for (const old of list.querySelectorAll(':scope > li > .variation, :scope > li.variations')) old.remove();
  const c: Context = { board, shown: shown === null ? null : pathText(shown) };
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
export function treePlays(tree: readonly Variation[], before: (ply: number) => HeldGame | undefined): boolean {
  const plays = (vs: readonly Variation[], start: (at: number) => HeldGame | undefined): boolean =>
    vs.every((v) => {
      const game = start(v.at);
      if (game === undefined) return false;
      try {
        const base = game.status().ply;
        for (const text of v.moves) game.play(text, undefined);
        return plays(v.variations, (k) => (k <= v.moves.length ? game.atPly(base + k) : undefined));
      } catch {
        return false;
      } finally {
        game.free();
      }
    });
  return plays(tree, before);
}
