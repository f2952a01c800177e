// The side panel's top: whose turn it is, and one row per seat (colour, sign, name,
// who plays it, state, check, points, clock). Any seat can be handed to the bot or
// taken over by a person from here.
import { formatClock, remainingMs } from '../game/clock';
import { formatClockTime, timeLeft } from '../game/game-clock';
import { BOT_LEVELS, humanSeats, type SeatPlayer } from '../game/config';
import { t } from '../i18n/i18n';
import { seatStateKeys } from './seat-state';
import { resultText, seatSign, seatTitle, sinceText, teamsOf, teamTitle } from '../i18n/labels';
import { hintOffered, humanToMove, remoteToMove, sinceYourTurn, walking, type ViewState } from '../game/state';
import { armyStyle } from '../board/theme';

export class Panel {
  private readonly turn: HTMLElement;
  private readonly since: HTMLElement;
  private readonly hintRow: HTMLElement;
  private readonly hintButton: HTMLButtonElement;
  private readonly hintText: HTMLElement;
  private readonly seats: HTMLElement;
  private readonly result: HTMLElement;
  private readonly announce: HTMLElement;
  private readonly clocks: (HTMLElement | null)[] = [];
  private readonly timers: (HTMLElement | null)[] = [];
  private lastText = '';

  constructor(
    root: HTMLElement,
    announce: HTMLElement,
    private readonly onSeat: (seat: number, player: SeatPlayer) => void,
    onHint: () => void,
  ) {
    this.turn = must(root, '.turn');
    this.since = must(root, '.since');
    this.hintRow = must(root, '.hint-row');
    this.hintButton = must<HTMLButtonElement>(root, '#hint');
    this.hintText = must(root, '.hint-text');
    this.hintButton.addEventListener('click', onHint);
    this.seats = must(root, '.seats');
    this.result = must(root, '.result');
    this.announce = announce;
  }

  sync(state: ViewState, now: number): void {
    const { board, status } = state;
    if (state.error !== null) setText(this.result, t('game.error', { message: state.error }));
    else if (status?.outcome != null) {
      const r = resultText(board, status.outcome);
      setText(this.result, `${r.title}. ${r.reason}`);
    } else setText(this.result, '');
    // No game yet: loading, unless this page shows none on purpose (a tab that only passes an answer on).
    if (status === null) setText(this.turn, board === null && state.error === null ? (state.idle ?? t('game.loading')) : '');
    else if (status.outcome !== null) setText(this.turn, t('game.over'));
    else {
      const seat = seatTitle(board, status.toMove);
      const text = walking(state, status.toMove) ? 'game.walking' : humanToMove(state) || remoteToMove(state) ? 'game.toMove' : 'game.thinking';
      const team = teamsOf(board)?.find((members) => members.includes(status.toMove));
      setText(this.turn, team === undefined ? t(text, { seat }) : t('game.forTeam', { text: t(text, { seat }), team: teamTitle(board, team) }));
    }
    const since = state.view === null ? sinceText(board, sinceYourTurn(state)) : '';
    setText(this.since, since);
    this.since.hidden = since === '';
    this.syncHint(state);
    this.syncSeats(state);
    this.tick(state, now);
    if (state.announcement !== this.lastText) {
      this.lastText = state.announcement;
      this.announce.textContent = state.announcement;
    }
  }

  /** The Hint house rule: the button while a person is to move, then the engine's move. */
  private syncHint(state: ViewState): void {
    const offered = hintOffered(state);
    this.hintRow.hidden = !offered;
    const hint = state.hints.shown !== null && state.hints.shown.ply === state.moves.length ? state.hints.shown : null;
    this.hintButton.disabled = !offered || state.hints.asked;
    setText(this.hintButton, t('hint.button'));
    setText(this.hintText, hint !== null ? t('hint.say', { move: hint.text }) : state.hints.asked ? t('hint.thinking') : '');
    // Hooks for tests: the move, and its squares.
    if (hint !== null) {
      this.hintText.dataset.hint = hint.text;
      this.hintText.dataset.hintFrom = hint.from ?? '';
      this.hintText.dataset.hintTo = hint.to ?? '';
    } else {
      delete this.hintText.dataset.hint;
      delete this.hintText.dataset.hintFrom;
      delete this.hintText.dataset.hintTo;
    }
  }

  /** Updates only the clock texts (called several times a second). */
  tick(state: ViewState, now: number): void {
    const game = state.clocks.game;
    this.clocks.forEach((el, i) => {
      if (el === null) return;
      el.hidden = game === null;
      if (game === null) return;
      const ms = timeLeft(game, i, now);
      const time = formatClockTime(ms);
      setText(el, time);
      const ms10 = String(Math.round(ms));
      if (el.dataset.ms !== ms10) el.dataset.ms = ms10;
      el.classList.toggle('running', game.running === i);
      el.classList.toggle('low', ms < 10_000);
      el.setAttribute('aria-label', t('seat.clockOf', { seat: seatTitle(state.board, i), time }));
    });
    this.timers.forEach((el, i) => {
      if (el === null) return;
      const c = state.clocks.turn;
      const text = c !== null && c.seat === i ? t('seat.clock', { time: formatClock(remainingMs(c, now)) }) : '';
      setText(el, text);
      el.classList.toggle('low', c !== null && c.seat === i && remainingMs(c, now) < 10000);
    });
  }

  private syncSeats(state: ViewState): void {
    const { board, status, config } = state;
    if (status === null) return;
    const remote = state.group?.remote ?? [];
    const humans = humanSeats(config).filter((seat) => !remote.includes(seat));
    const rows = status.seats.map((s, i) => {
      const bits = seatStateKeys(status, i, state.pieces.some((p) => p.seat === i && p.kind === 'K')).map((key) => t(key));
      if (board?.scoring === true) bits.push(t(Math.abs(s.points) === 1 ? 'seat.point' : 'seat.points', { n: s.points }));
      const player = config.seats[i];
      // A bot whose level plays with the learned evaluation says whether it does (offline it cannot).
      const evaluation = player?.kind === 'bot' ? state.botEvaluation[i] : null;
      if (evaluation !== null && evaluation !== undefined) bits.push(t(evaluation === 'learned' ? 'seat.learned' : 'seat.hand'));
      // Before a group game starts, the seats say who will play them.
      const planned = state.group?.lobby?.[i];
      const lobbyWho = planned === undefined ? undefined : planned === 'h' ? 'you' : planned === 'g' ? 'r' : planned;
      const who = lobbyWho ?? (remote.includes(i) ? 'r' : player?.kind === 'bot' ? `b${player.level}` : humans.length === 1 ? 'you' : 'h');
      const active = status.toMove === i && status.outcome === null;
      return { name: seatTitle(board, i), colour: s.name, text: bits.join(', '), who, active };
    });
    const key = JSON.stringify([rows, t('seat.person'), state.group !== null]);
    if (this.seats.dataset.key === key) return;
    this.seats.dataset.key = key;
    this.clocks.length = 0;
    this.timers.length = 0;
    const items = rows.map((row, i) => {
        const li = document.createElement('li');
        li.className = row.active ? 'seat active' : 'seat';
        li.dataset.seat = String(i);
        const style = armyStyle(row.colour);
        const chip = document.createElement('span');
        chip.className = 'chip';
        chip.textContent = seatSign(i)?.char ?? '';
        chip.style.background = style.fill;
        chip.style.color = style.detail;
        chip.style.borderColor = style.stroke;
        const name = document.createElement('span');
        name.className = 'name';
        name.textContent = row.name;
        const info = document.createElement('span');
        info.className = 'info';
        info.textContent = row.text;
        const clock = document.createElement('span');
        clock.className = 'clock';
        clock.dataset.clock = String(i);
        clock.setAttribute('role', 'timer');
        this.clocks[i] = clock;
        const timer = document.createElement('span');
        timer.className = 'move-timer';
        this.timers[i] = timer;
        const select = this.playerSelect(i, row.who, row.name);
        // Group play: the host's page says who plays where (www/group/ shows it).
        select.disabled = state.group !== null;
        li.append(chip, name, select, info, clock, timer);
        return li;
      });
    // Team games: partners share a frame headed by the team's name.
    const teams = teamsOf(board);
    if (teams === null) {
      this.seats.replaceChildren(...items);
      return;
    }
    this.seats.replaceChildren(
      ...teams.map((members) => {
        const group = document.createElement('li');
        const playing = status.outcome === null && members.includes(status.toMove);
        group.className = playing ? 'team active' : 'team';
        const label = document.createElement('span');
        label.className = 'team-name';
        label.textContent = teamTitle(board, members);
        const list = document.createElement('ul');
        list.setAttribute('aria-label', label.textContent);
        list.append(...members.map((m) => items[m]!));
        group.append(label, list);
        return group;
      }),
    );
  }

  private playerSelect(seat: number, who: string, seatName: string): HTMLSelectElement {
    const select = document.createElement('select');
    select.className = 'player';
    select.setAttribute('aria-label', t('seat.player', { seat: seatName }));
    const add = (value: string, text: string): void => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = text;
      select.append(o);
    };
    if (who === 'r') add('r', t('seat.elsewhere'));
    else add(who === 'you' ? 'you' : 'h', who === 'you' ? t('seat.you') : t('seat.person'));
    for (const level of BOT_LEVELS) add(`b${level}`, t('seat.bot', { level }));
    select.value = who;
    select.addEventListener('change', () => {
      const v = select.value;
      this.onSeat(seat, v.startsWith('b') ? { kind: 'bot', level: Number(v.slice(1)) } : { kind: 'human' });
    });
    return select;
  }
}

export function must<T extends HTMLElement = HTMLElement>(root: ParentNode, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (el === null) throw new Error(`missing element ${selector}`);
  return el;
}

export function setText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}
