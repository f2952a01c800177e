// The "New game" dialog: rule set, who plays each seat, house rules, display and time.
// The form is read into a plain Choice (game-choice.ts; buildGame() there turns it into a
// config). Loaded on first use: the game screen's first bytes do not carry it.
import { ARRAYS, BOT_LEVELS, VARIANTS } from '../game/config';
import { parseTimeControl, PRESETS } from '../game/game-clock';
import { t } from '../i18n/i18n';
import { colourName, seatSign } from '../i18n/labels';
import { PIECE_SETS } from '../board/piece-draw';

export { buildGame, choiceFrom, seatCode, seatFromCode, type Choice } from './game-choice';
import type { Choice } from './game-choice';

/** Fills the dialog's form for a choice and reads it back on submit. */
export class NewGameDialog {
  private readonly form: HTMLFormElement;
  /** Seat names by rule set (in VARIANTS order), as the engine names them. */
  private names: readonly (readonly string[])[] = [];

  /** `seatNames`: each rule set's seat names (VARIANTS order), asked of the engine. */
  constructor(
    private readonly dialog: HTMLDialogElement,
    private readonly seatNames: Promise<readonly (readonly string[])[]>,
    private readonly onStart: (choice: Choice) => void,
    /** "Play with friends": the choice has friends invited to at least one seat ("g"). */
    private readonly onFriends: ((choice: Choice) => void) | null = null,
  ) {
    const form = dialog.querySelector('form');
    if (form === null) throw new Error('new game dialog lacks its form');
    this.form = form;
    form.addEventListener('change', (e) => {
      const name = (e.target as HTMLInputElement).name;
      if (name === 'variant' || name === 'clock') this.render(this.read());
    });
    form.addEventListener('submit', (e) => {
      const submitter = (e as SubmitEvent).submitter as HTMLButtonElement | null;
      if (submitter?.value !== 'start' && submitter?.value !== 'friends') return;
      e.preventDefault();
      const choice = this.read();
      const friends = submitter.value === 'friends' || choice.seats.includes('g');
      const firstSeat = form.querySelector<HTMLSelectElement>('select[name="seat0"]');
      if (friends && !choice.seats.includes('g') && firstSeat !== null) {
        firstSeat.setCustomValidity(t('new.friendsNone'));
        firstSeat.reportValidity();
        form.addEventListener('change', () => firstSeat.setCustomValidity(''), { once: true });
        return;
      }
      const custom = form.querySelector<HTMLInputElement>('input[name="customClock"]');
      if (choice.clock === 'custom' && custom !== null && parseTimeControl(choice.customClock) === null) {
        custom.setCustomValidity(t('opt.clock.invalid'));
        custom.reportValidity();
        custom.addEventListener('input', () => custom.setCustomValidity(''), { once: true });
        return;
      }
      dialog.close();
      if (friends && this.onFriends !== null) this.onFriends(choice);
      else this.onStart(choice);
    });
  }

  async open(choice: Choice): Promise<void> {
    this.names = await this.seatNames;
    if (this.dialog.open) return;
    this.render(choice);
    this.dialog.showModal();
    // It opens at its top, the rule set first (focusing Start scrolled the choice away).
    this.form.querySelector<HTMLInputElement>('input[name="variant"]:checked')?.focus({ preventScroll: true });
    this.dialog.scrollTop = 0;
  }

  private read(): Choice {
    const f = new FormData(this.form);
    const str = (k: string, d = ''): string => (f.get(k) as string | null) ?? d;
    const variant = VARIANTS.find((v) => v === str('variant')) ?? 'verney';
    return {
      variant,
      seats: [0, 1, 2, 3].map((i) => str(`seat${i}`, 'h')),
      clubSetup: f.has('clubSetup'),
      doubleStep: f.has('doubleStep'),
      firstPlayer: Number(str('firstPlayer', '0')) || 0,
      array: ARRAYS.find((a) => a === str('array')) ?? 'modern',
      moveLimit: str('moveLimit'),
      deadKingWalking: f.has('deadKingWalking'),
      rotateStart: f.has('rotateStart'),
      threeDice: f.has('threeDice'),
      setup: str('setup', '1'),
      showLegal: f.has('showLegal'),
      moveArrows: f.has('moveArrows'),
      pieceSet: PIECE_SETS.find((p) => p === str('pieceSet')) ?? 'standard',
      hints: f.has('hints'),
      turnToMover: f.has('turnToMover'),
      timePerMove: str('timePerMove') === '30' ? 30 : str('timePerMove') === '60' ? 60 : 0,
      clock: str('clock'),
      customClock: str('customClock'),
      premoves: Math.min(4, Math.max(0, Number(str('premoves', '1')) || 0)),
    };
  }

  private render(c: Choice): void {
    // Seat numbers stand in for the names if the engine could not give them.
    const seats = this.names[VARIANTS.indexOf(c.variant)];
    const names = [0, 1, 2, 3].map((i) => {
      const name = seats?.[i];
      return `${name === undefined ? String(i + 1) : colourName(name)} ${seatSign(i)?.char ?? ''}`;
    });
    const h = new Builder();
    h.heading(t('new.title'));
    h.fieldset(t('new.ruleSet'), 'rules', () => {
      for (const v of VARIANTS) h.radio('variant', v, t(`variant.${v}`), c.variant === v, t(`welcome.${v}`));
    });
    h.fieldset(t('new.players'), 'players', () => {
      names.forEach((name, i) => {
        const options: [string, string][] = [['h', t('seat.person')], ...BOT_LEVELS.map((l): [string, string] => [`b${l}`, t('seat.botNamed', { level: l, name: t(`level.${l}`) })])];
        if (this.onFriends !== null) options.push(['g', t('seat.friend')]);
        h.select(`seat${i}`, name, options, c.seats[i] ?? 'h');
      });
    });
    h.fieldset(t('new.houseRules'), 'house', () => {
      if (c.variant === 'verney') {
        h.check('clubSetup', t('opt.clubSetup'), c.clubSetup);
        h.check('doubleStep', t('opt.doubleStep'), c.doubleStep);
        h.select('firstPlayer', t('opt.firstPlayer'), names.map((n, i): [string, string] => [String(i), n]), String(c.firstPlayer));
      } else if (c.variant === 'chaturanga') {
        h.check('threeDice', t('opt.threeDice'), c.threeDice);
        const setups: [string, string][] = [['random', t('opt.setup.random')], ...Array.from({ length: 24 }, (_, i): [string, string] => [String(i + 1), `#${i + 1}`])];
        h.select('setup', t('opt.setup'), setups, c.setup);
      } else {
        h.select('array', t('opt.array'), ARRAYS.map((a): [string, string] => [a, t(`opt.array.${a}`)]), c.array);
        h.number('moveLimit', t('opt.moveLimit'), c.moveLimit);
        h.check('rotateStart', t('opt.rotateStart'), c.rotateStart);
        if (c.variant === 'ffa') h.check('deadKingWalking', t('opt.deadKingWalking'), c.deadKingWalking);
      }
      h.check('hints', t('opt.hints'), c.hints);
    });
    h.fieldset(t('new.clock'), 'clock', () => {
      const clocks: [string, string][] = [['', t('opt.clock.none')], ...PRESETS.map((p): [string, string] => [p, presetLabel(p)]), ['custom', t('opt.clock.custom')]];
      h.select('clock', t('opt.clock'), clocks, c.clock);
      if (c.clock === 'custom') h.text('customClock', t('opt.clock.customLabel'), c.customClock, 'customClock');
      const times: [string, string][] = [['0', t('opt.time.none')], ['30', t('opt.time.seconds', { n: 30 })], ['60', t('opt.time.seconds', { n: 60 })]];
      h.select('timePerMove', t('opt.timePerMove'), times, String(c.timePerMove));
      const premoves: [string, string][] = [['0', t('opt.premoves.off')], ['1', t('opt.premoves.one')], ['4', t('opt.premoves.four')]];
      h.select('premoves', t('opt.premoves'), premoves, String(c.premoves));
    });
    h.fieldset(t('new.display'), 'display', () => {
      h.check('showLegal', t('opt.showLegal'), c.showLegal);
      h.check('moveArrows', t('opt.moveArrows'), c.moveArrows);
      h.select('pieceSet', t('opt.pieceSet'), PIECE_SETS.map((p): [string, string] => [p, t(`opt.pieceSet.${p}`)]), c.pieceSet);
      h.check('turnToMover', t('opt.turnToMover'), c.turnToMover);
    });
    h.buttons([['cancel', t('new.cancel')], ...(this.onFriends === null ? [] : [['friends', t('new.friends')] as [string, string]]), ['start', t('new.start')]]);
    this.form.replaceChildren(...h.nodes);
  }
}

/** A tiny DOM builder for the form (no innerHTML: the page's CSP and safety). */
class Builder {
  readonly nodes: HTMLElement[] = [];
  private target: HTMLElement | null = null;

  private add(node: HTMLElement): void {
    (this.target ?? { append: (n: HTMLElement) => this.nodes.push(n) }).append(node);
  }

  heading(text: string): void {
    const h = document.createElement('h2');
    h.textContent = text;
    this.add(h);
  }

  fieldset(legend: string, name: string, body: () => void): void {
    const fs = document.createElement('fieldset');
    fs.className = name;
    const lg = document.createElement('legend');
    lg.textContent = legend;
    fs.append(lg);
    this.add(fs);
    const outer = this.target;
    this.target = fs;
    body();
    this.target = outer;
  }

  private label(text: string, input: HTMLElement, after = false): void {
    const l = document.createElement('label');
    const span = document.createElement('span');
    span.textContent = text;
    if (after) l.append(input, span);
    else l.append(span, input);
    this.add(l);
  }

  /** A radio button; `hint`: a line under its text (how that rule set plays). */
  radio(name: string, value: string, text: string, checked: boolean, hint?: string): void {
    const i = input('radio', name);
    i.value = value;
    i.checked = checked;
    this.label(text, i, true);
    if (hint === undefined) return;
    const small = document.createElement('small');
    small.className = 'option-hint';
    small.textContent = hint;
    (this.target ?? { append: (n: HTMLElement) => this.nodes.push(n) }).append(small);
  }

  check(name: string, text: string, checked: boolean): void {
    const i = input('checkbox', name);
    i.checked = checked;
    this.label(text, i, true);
  }

  text(name: string, text: string, value: string, placeholderKey: string): void {
    const i = input('text', name);
    i.value = value;
    i.placeholder = '3+5';
    i.autocomplete = 'off';
    i.dataset.field = placeholderKey;
    this.label(text, i);
  }

  number(name: string, text: string, value: string): void {
    const i = input('number', name);
    i.min = '1';
    i.inputMode = 'numeric';
    i.value = value;
    this.label(text, i);
  }

  select(name: string, text: string, options: [string, string][], value: string): void {
    const s = document.createElement('select');
    s.name = name;
    for (const [v, label] of options) {
      const o = document.createElement('option');
      o.value = v;
      o.textContent = label;
      s.append(o);
    }
    s.value = value;
    this.label(text, s);
  }

  buttons(list: [string, string][]): void {
    const div = document.createElement('div');
    div.className = 'buttons';
    for (const [value, text] of list) {
      const b = document.createElement('button');
      b.value = value;
      b.textContent = text;
      if (value === 'start') b.className = 'primary';
      div.append(b);
    }
    this.add(div);
  }
}

function input(type: string, name: string): HTMLInputElement {
  const i = document.createElement('input');
  i.type = type;
  i.name = name;
  return i;
}

/** "3 min + 5 s delay" for a preset "3+5". */
function presetLabel(preset: string): string {
  const [min, s] = preset.split('+');
  return t('opt.clock.preset', { min: min ?? '', s: s ?? '0' });
}
