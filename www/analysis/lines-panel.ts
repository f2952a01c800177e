// The engine's side of the analysis board in words: each line read out with its movers (by
// playing it on the engine), the score as players read it (pawns, mate in N, a chance to win,
// Free-for-all's points), the evaluation bar's share, and the lines as buttons.
import type { AnalysisLine } from '../engine/analysis';
import { seatName, seatSign, seatTitle, teamOfSeat, teamTitle } from '../i18n/labels';
import type { BoardInfo, Status } from '../pkg/fourchess_wasm';
import { st } from '../site/texts';
import type { HeldGame, ShownLine } from './state';

/** Each line's moves with their movers' signs ("● Nj1-i3 ▲ b7-c7"), asked of the engine by
 * playing them out on `game` (the position shown) and taking them back. */
export function readLines(game: HeldGame, lines: readonly AnalysisLine[]): ShownLine[] {
  return lines.map((line) => {
    const parts: string[] = [];
    const moves: { seat: number; text: string }[] = [];
    let first: { seat: number | null; from: string | null; to: string | null } = { seat: null, from: null, to: null };
    try {
      for (const [i, text] of line.pv.entries()) {
        const seat = game.status().toMove;
        const move = game.legalMoves().find((m) => m.text === text || m.text.replace(/[+#]+$/, '') === text.replace(/[+#]+$/, ''));
        if (move === undefined) break;
        if (i === 0) first = { seat, from: move.from, to: move.to };
        parts.push(`${seatSign(seat)?.char ?? ''} ${move.text}`);
        moves.push({ seat, text: move.text });
        game.play(move.text, undefined);
      }
    } finally {
      for (let k = 0; k < moves.length; k++) game.undo();
    }
    return { line, text: parts.join(' '), moves, ...first };
  });
}

/** A line's score for the player to move (`mover`); `forTeam`: the evaluation line, which names the team a win chance is for. */
export function scoreText(line: AnalysisLine, board: BoardInfo, mover: number, forTeam = false): string {
  if (line.winChance !== null) {
    const chance = Math.round(line.winChance * 100);
    return forTeam ? st('analysis.winChanceFor', { chance, team: teamTitle(board, teamOfSeat(board, mover)) }) : st('analysis.winChance', { chance });
  }
  if (line.mate !== null) return st(line.mate > 0 ? 'analysis.mateIn' : 'analysis.matedIn', { n: Math.abs(line.mate) });
  const pawns = (line.cp ?? 0) / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

/**
 * The evaluation line: the score, or in Free-for-all first what a player counts, the
 * mover's points now and after the best line, then the score.
 */
export function leadText(best: AnalysisLine, board: BoardInfo, status: Status): string {
  const seat = status.toMove;
  if (!board.scoring || best.points === null) return scoreText(best, board, seat, true);
  const now = status.seats[seat]?.points ?? 0;
  const then = best.points[seat] ?? now;
  return `${st('analysis.ffaLead', { seat: seatTitle(board, seat), now, then })} · ${st('analysis.score', { score: scoreText(best, board, seat, true) })}`;
}

/** The bar's share for the side to move: a logistic curve of the score, full at a mate; in Chaturanga the chance to win. */
export function barShare(line: AnalysisLine | undefined): number {
  if (line === undefined) return 0.5;
  if (line.winChance !== null) return line.winChance;
  if (line.mate !== null) return line.mate > 0 ? 1 : 0;
  return 1 / (1 + 10 ** (-(line.cp ?? 0) / 400));
}

/** The elements of the evaluation: its text, the bar beside the board, the note under the controls, the best line under the board. */
export interface EvalElements {
  text: HTMLElement;
  bar: HTMLElement;
  note: HTMLElement;
  barLine: HTMLElement;
}

/** The evaluation of the position `status` (undefined: none shown): the best line's score (data-cp, data-mate, data-win), the bar, the notes. */
export function drawEval(el: EvalElements, board: BoardInfo, status: Status | undefined, shown: readonly ShownLine[], searching: boolean): void {
  const best = shown[0]?.line;
  const final = status?.outcome != null;
  el.text.classList.toggle('final', final && best === undefined);
  el.text.classList.toggle('ffa', board.scoring && best !== undefined);
  if (best === undefined || status === undefined) {
    el.text.textContent = final ? st('analysis.final') : searching ? st('analysis.thinking') : '';
    delete el.text.dataset.cp;
    delete el.text.dataset.mate;
    delete el.text.dataset.win;
  } else {
    el.text.textContent = leadText(best, board, status);
    if (best.mate !== null) {
      el.text.dataset.mate = String(best.mate);
      delete el.text.dataset.cp;
    } else {
      el.text.dataset.cp = String(best.cp ?? 0);
      delete el.text.dataset.mate;
    }
  }
  if (best?.winChance != null) el.text.dataset.win = best.winChance.toFixed(3);
  else delete el.text.dataset.win;
  // Free-for-all: the search plays paranoid (the player against the three others), so its score is that duel's.
  const beforeRoll = status?.needsRoll === true && best !== undefined;
  el.note.textContent = board.scoring ? st('analysis.ffaNote') : board.dice ? `${beforeRoll ? `${st('analysis.needsRoll')} ` : ''}${st('analysis.chanceNote')}` : '';
  (el.bar.firstElementChild as HTMLElement).style.height = `${Math.round(barShare(best) * 100)}%`;
  const mover = status?.toMove ?? 0;
  el.bar.title = board.dice ? st('analysis.winChanceTitle', { team: teamTitle(board, teamOfSeat(board, mover)) }) : st('analysis.barTitle', { seat: seatName(board, mover) });
  // The best line under the board (shown on a phone, where the list is further down).
  const first = shown.find((s) => s.line.pv.length > 0);
  el.barLine.textContent = first === undefined ? '' : `${scoreText(first.line, board, mover)} ${first.text}`;
}

/**
 * The lines as a list: each move a button (it plays the line up to there). The focus stays
 * on the same move while the lines are redrawn deeper (`keptFocus`, "multipv:index", set by
 * the list's focus events).
 */
export function drawLines(list: HTMLElement, shown: readonly ShownLine[], board: BoardInfo, mover: number, keptFocus: string | null): void {
  list.replaceChildren(
    ...shown.filter((s) => s.line.pv.length > 0).map((s) => {
      const li = document.createElement('li');
      li.dataset.pv = String(s.line.multipv);
      const score = document.createElement('b');
      score.textContent = scoreText(s.line, board, mover);
      li.append(score);
      s.moves.forEach((m, at) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'pv-move';
        b.dataset.at = String(at);
        b.textContent = `${seatSign(m.seat)?.char ?? ''} ${m.text}`;
        b.setAttribute('aria-label', st('analysis.playLine', { seat: seatName(board, m.seat), move: m.text }));
        li.append(' ', b);
      });
      return li;
    }),
  );
  const active = document.activeElement;
  if (keptFocus !== null && (active === null || active === document.body || list.contains(active))) {
    const [pv, at] = keptFocus.split(':');
    list.querySelector<HTMLElement>(`li[data-pv="${pv}"] [data-at="${at}"]`)?.focus({ preventScroll: true });
  }
}
