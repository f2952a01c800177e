// The analysis page's game review: every move judged by the engine in a worker (progress
// and cancel), an evaluation graph over the game (a click goes to that move), each move's
// class in the move list with the engine's better move, and per player the moves by class
// and an accuracy. Classes and accuracy come from the engine (rules-text/review.en.md).
import type { AnalysisMessage, AnalysisRequest, Evaluation } from '../engine/analysis';
import { lang } from '../i18n/i18n';
import { seatTitle, teamsOf, teamTitle } from '../i18n/labels';
import type { BoardInfo, MoveReview, PlayerReview } from '../pkg/fourchess_wasm';
import { loadReview, reviewKey, saveReview } from './review-store';
import { fillTable } from './table';
import { st, type SiteKey } from './texts';

const CLASSES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
/** The graph's range: ±10 pawns (mates at the edge). */
const RANGE = 1000;

export interface ReviewHost {
  /** The whole game as PGN4. */
  pgn4: () => string;
  board: BoardInfo;
  moves: readonly string[];
  /** The round of each entry (the graph's axis counts rounds, as the move list does). */
  rounds: readonly number[];
  go: (ply: number) => void;
  /** The move list: buttons with data-ply (1-based: the position after the move). */
  list: HTMLElement;
  /** Called when judged moves arrive (the page redraws the better move). */
  changed: () => void;
  /**
   * The learned evaluation's net when the page analyses with it (Teams, chosen), so that the
   * review judges with the evaluation the lines show; null for the hand-written one.
   */
  net: () => Promise<ArrayBuffer | null>;
}

/** What the review knows of the move that led to a position. */
export interface ReviewView {
  /** The engine's better move for the move that led to position `ply` (1-based), if it judged one. */
  better: (ply: number) => { seat: number; from: string; to: string; text: string } | null;
  /** Marks the position shown on the graph. */
  mark: (ply: number) => void;
}

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export function setUpReview(host: ReviewHost): ReviewView {
  const button = $<HTMLButtonElement>('review');
  const kept = $('review-kept');
  const key = reviewKey(host.pgn4());
  const progress = $<HTMLProgressElement>('review-progress');
  const graph = document.getElementById('review-graph') as unknown as SVGSVGElement;
  const summary = $<HTMLTableElement>('review-summary');
  let worker: Worker | null = null;
  /** From the click that starts a review until it ends or is cancelled (the worker may still wait for the net). */
  let running = false;
  let reviews: MoveReview[] = [];
  /** The engine's summary, once the review is done. */
  let players: PlayerReview[] | null = null;

  /** Shown while no review runs: a kept review offers to judge again. */
  const idle = (): void => {
    button.textContent = st(players !== null ? 'review.again' : 'review.start');
  };
  const stop = (): void => {
    worker?.terminate();
    worker = null;
    running = false;
    idle();
    progress.hidden = true;
  };

  /** Counts the clicks that started or stopped a review: a net that arrives after a cancel starts nothing. */
  let started = 0;
  const begin = (net: ArrayBuffer | null, ms: number, id: number): void => {
    worker = new Worker(new URL('../engine/analysis.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<AnalysisMessage>) => {
      const m = event.data;
      if (m.kind === 'move') {
        reviews.push(m.review);
        progress.value = reviews.length / Math.max(1, host.moves.length);
        render();
      } else if (m.kind === 'reviewed') {
        players = m.players;
        showEvaluation(m.evaluation);
        renderSummary();
        saveReview({ key, ms, date: Date.now(), moves: reviews, players: m.players, evaluation: m.evaluation });
      } else if (m.kind === 'done' || m.kind === 'error') stop();
    });
    const request: AnalysisRequest = { id, kind: 'review', pgn4: host.pgn4(), multipv: 1, maxMs: ms, net };
    worker.postMessage(request);
  };

  button.addEventListener('click', () => {
    started += 1;
    if (running) {
      stop();
      return;
    }
    reviews = [];
    players = null;
    kept.hidden = true;
    graph.removeAttribute('data-review-evaluation');
    render();
    const ms = Number($<HTMLSelectElement>('review-ms').value) || 100;
    const id = started;
    running = true;
    button.textContent = st('review.cancel');
    progress.hidden = false;
    progress.value = 0;
    // The net is usually there already (the analysis fetched it); a failed fetch judges with the hand-written evaluation.
    void host.net().catch(() => null).then((net) => {
      if (id === started) begin(net, ms, id);
    });
  });

  /** A score for the graph: the first seat's side in the team games, the mover in Free-for-all; in Chaturanga the win chance (the axis at even). */
  const plotted = (r: MoveReview): number | null => {
    if (r.before === null) return null;
    const capped = r.winChance !== null ? (2 * r.winChance - 1) * RANGE : Math.max(-RANGE, Math.min(RANGE, r.before));
    if (host.board.scoring) return capped;
    const team = host.board.seats[r.seat]?.team ?? 0;
    return team === (host.board.seats[0]?.team ?? 0) ? capped : -capped;
  };

  function render(): void {
    graph.dataset.reviewPlies = String(reviews.length);
    graph.toggleAttribute('hidden', reviews.length === 0);
    const n = Math.max(1, host.moves.length);
    const x = (ply: number): number => (300 * ply) / n;
    // A little room above and below, so a won game's line stays inside the frame.
    const y = (score: number): number => 40 - (36 * score) / RANGE;
    const series = host.board.scoring ? [0, 1, 2, 3] : [-1];
    const lines = series.map((seat) => {
      const points = reviews
        .filter((r) => seat < 0 || r.seat === seat)
        .flatMap((r) => {
          const v = plotted(r);
          return v === null ? [] : [`${x(r.ply).toFixed(1)},${y(v).toFixed(1)}`];
        });
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
      line.setAttribute('points', points.join(' '));
      line.setAttribute('class', seat < 0 ? 'review-line' : `review-line seat-${seat}`);
      return line;
    });
    const axis = document.createElementNS('http://www.w3.org/2000/svg', 'line');
    axis.setAttribute('x1', '0');
    axis.setAttribute('x2', '300');
    axis.setAttribute('y1', '40');
    axis.setAttribute('y2', '40');
    axis.setAttribute('class', 'review-axis');
    const now = document.createElementNS('http://www.w3.org/2000/svg', 'line');
    now.setAttribute('y1', '0');
    now.setAttribute('y2', '80');
    now.setAttribute('class', 'review-now');
    graph.replaceChildren(axis, now, ...lines);
    renderLabels();
    placeMark();
    graph.setAttribute('aria-label', st(host.board.dice ? 'review.graphChance' : 'review.graph', { n: reviews.length }));
    // The move list: each judged move's class, and the engine's better move in its title.
    for (const r of reviews) {
      const b = host.list.querySelector<HTMLButtonElement>(`button[data-ply="${r.ply + 1}"]`);
      if (b === null) continue;
      if (r.class !== null) b.dataset.class = r.class;
      // "!": the only good move (the review could show every other one lost much more).
      b.toggleAttribute('data-only', r.only === true);
      const cls = r.class === null ? '' : r.only === true ? `${st(`review.class.${r.class}` as SiteKey)}, ${st('review.only')}` : st(`review.class.${r.class}` as SiteKey);
      b.title = r.better !== null ? `${cls} · ${st('review.better', { move: r.better })}` : cls;
      // The mark (?!, ?, ??) is drawn by the style sheet; a screen reader hears the class.
      const label = (b.dataset.label ??= b.getAttribute('aria-label') ?? b.textContent ?? '');
      if (cls !== '') b.setAttribute('aria-label', `${label}, ${cls}`);
    }
    renderSummary();
    host.changed();
  }

  /**
   * The graph's words: the scale (pawns for the first team or each player; Chaturanga's chance
   * to win), the rounds under it, and what is up and what is down.
   */
  function renderLabels(): void {
    $('review-figure').hidden = reviews.length === 0;
    const [top, mid, bottom] = [...$('review-scale').children] as HTMLElement[];
    const dice = host.board.dice;
    top!.textContent = dice ? '100%' : `+${RANGE / 100}`;
    mid!.textContent = dice ? '50%' : '0';
    bottom!.textContent = dice ? '0%' : `−${RANGE / 100}`;
    const last = host.rounds.at(-1) ?? 0;
    const [first, middle, end] = [...$('review-rounds').children] as HTMLElement[];
    first!.textContent = st('review.round', { n: 1 });
    middle!.textContent = last >= 4 ? st('review.round', { n: Math.round(last / 2) }) : '';
    end!.textContent = last >= 2 ? st('review.round', { n: last }) : '';
    const teams = teamsOf(host.board);
    $('review-legend').textContent = host.board.scoring
      ? st('review.legendPlayers')
      : teams !== null && teams.length === 2
        ? st(dice ? 'review.legendChance' : 'review.legendTeams', { up: teamTitle(host.board, teams.find((t) => t.includes(0)) ?? teams[0]!), down: teamTitle(host.board, teams.find((t) => !t.includes(0)) ?? teams[1]!) })
        : '';
  }

  let marked = 0;
  function placeMark(): void {
    const now = graph.querySelector('.review-now');
    const x = ((300 * marked) / Math.max(1, host.moves.length)).toFixed(1);
    now?.setAttribute('x1', x);
    now?.setAttribute('x2', x);
  }

  function renderSummary(): void {
    summary.hidden = reviews.length === 0;
    const rows = host.board.seats.map((_, seat) => {
      // While it runs: the classes counted so far; at the end the engine's figures.
      const mine = reviews.filter((r) => r.seat === seat && r.class !== null);
      const done = players?.find((p) => p.seat === seat);
      const counts = done?.counts ?? CLASSES.map((c) => mine.filter((r) => r.class === c).length);
      const accuracy = done?.accuracy ?? null;
      return { cells: [seatTitle(host.board, seat), ...counts.map(String), accuracy === null ? '–' : accuracy.toFixed(1)] };
    });
    fillTable(summary, [st('review.player'), ...CLASSES.map((c) => st(`review.class.${c}` as SiteKey)), st('review.accuracy')], rows);
  }

  graph.addEventListener('click', (event) => {
    const box = graph.getBoundingClientRect();
    const ply = Math.round(((event.clientX - box.left) / Math.max(1, box.width)) * host.moves.length);
    host.go(ply);
  });
  /** Which evaluation judged the review shown (the graph's data-review-evaluation). */
  function showEvaluation(evaluation: Evaluation): void {
    graph.dataset.reviewEvaluation = evaluation;
  }

  // A review of this record kept from before: shown at once, saying when, how long a move and with which evaluation it was made.
  const stored = loadReview(key);
  if (stored !== null && stored.moves.length <= host.moves.length) {
    reviews = stored.moves;
    players = stored.players;
    showEvaluation(stored.evaluation ?? 'hand');
    kept.hidden = false;
    kept.textContent = st(stored.evaluation === 'learned' ? 'review.keptLearned' : 'review.kept', {
      date: new Date(stored.date).toLocaleString(lang(), { dateStyle: 'medium', timeStyle: 'short' }),
      ms: (stored.ms / 1000).toLocaleString(lang()),
    });
    render();
  }
  idle();
  return {
    better(ply) {
      const r = reviews[ply - 1];
      if (r === undefined || r.better === null || r.betterFrom === null || r.betterTo === null) return null;
      return { seat: r.seat, from: r.betterFrom, to: r.betterTo, text: r.better };
    },
    mark(ply) {
      marked = ply;
      placeMark();
    },
  };
}
