// The game's action buttons in the header: Take back, Resign and Sound. Taking back an
// ended game and resigning ask first; each button is enabled only when it can act.
import type { Game } from '../game/game';
import { saveSettings } from '../game/settings';
import { resignerSeat, type ViewState } from '../game/state';
import type { Store } from '../game/store';
import { t } from '../i18n/i18n';
import { teamOfSeat, teamTitle } from '../i18n/labels';
import type { ConfirmDialog } from './confirm';
import type { Sounds } from './sound';

export interface ActionButtons {
  undo: HTMLButtonElement;
  resign: HTMLButtonElement;
  sound: HTMLButtonElement;
}

export class GameActions {
  constructor(
    private readonly buttons: ActionButtons,
    private readonly game: Game,
    private readonly store: Store<ViewState>,
    private readonly confirm: ConfirmDialog,
    private readonly sounds: Sounds,
  ) {
    buttons.undo.addEventListener('click', () => void this.askUndo());
    buttons.resign.addEventListener('click', () => void this.askResign());
    buttons.sound.addEventListener('click', () => this.toggleSound());
  }

  sync(state: ViewState): void {
    this.buttons.undo.disabled = !this.game.undoAvailable();
    // While the bots think too: a person may give up at any time.
    this.buttons.resign.disabled = resignerSeat(state) === null || state.busy || this.confirm.open;
    this.buttons.sound.setAttribute('aria-pressed', String(state.settings.sound));
  }

  /** After the end, Take back reopens the game: asked first, as "play on from here". */
  private async askUndo(): Promise<void> {
    const ended = this.store.state.status?.outcome != null;
    if (ended && !(await this.confirm.ask(t('confirm.reopenTitle'), t('confirm.reopenText'), t('confirm.reopen'), t('confirm.keepEnded')))) return;
    await this.game.undo();
  }

  /** Resign asks first and says what follows; Escape or "Play on" leave the game as it was. */
  private async askResign(): Promise<void> {
    const s = this.store.state;
    const seat = resignerSeat(s);
    if (seat === null) return;
    let text: string;
    if (s.board?.scoring === true) text = t(s.board.deadKingWalking ? 'confirm.resignFfaWalking' : 'confirm.resignFfa');
    else text = t('confirm.resignTeam', { team: teamTitle(s.board, teamOfSeat(s.board, seat)) });
    const yes = await this.confirm.ask(t('confirm.resignTitle'), text, t('confirm.resign'), t('confirm.playOn'));
    // The game may have moved on while the question was open (a flag, a take-back, the end).
    if (yes && resignerSeat(this.store.state) === seat) await this.game.resign();
  }

  private toggleSound(): void {
    this.store.update((s) => (s.settings = { ...s.settings, sound: !s.settings.sound }));
    this.sounds.enabled = this.store.state.settings.sound;
    saveSettings(this.store.state.settings);
    this.sounds.play('move');
  }
}
