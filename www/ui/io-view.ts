// The game screen's Share, Export and Import (index.html: #share, #export, #import and
// their dialogs). Share packs the game into a link (site/handoff.ts gameLink: rule set,
// house rules, moves, who plays each seat) and copies it; Export copies or downloads the
// game as PGN4 and the position as FEN4; Import loads a pasted or opened PGN4 (game.loadPgn4)
// or starts from a FEN4 (game.startFromFen4). An import is checked by the engine on this
// page first, so bad input only shows a message and the current game goes on.
import { defaultOptions, isVariant, VARIANTS, type GameConfig } from '../game/config';
import { absoluteLink, checkImport, exportFileName, guessKind, MAX_IMPORT_BYTES, shareSeats, type ImportKind } from '../game/game-io';
import { t, type MessageKey } from '../i18n/i18n';
import { must } from './panel';
import { describeError } from '../game/error-text';
import { loadEngine } from '../engine/engine-page';
import { analysisLink, gameLink } from '../site/handoff';
import type { ViewState } from '../game/state';
import { downloadText as download } from '../site/files';

/** What the view needs of the game controller (game.ts). */
export interface IoGame {
  getConfig(): GameConfig;
  exportPgn4(): string;
  exportFen4(): string;
  loadPgn4(text: string): Promise<void>;
  startFromFen4(variant: GameConfig['variant'], options: GameConfig['options'], fen4: string): Promise<void>;
}

const CLIPBOARD_WAIT_MS = 2000;

/** Writes to the clipboard; false when refused, missing or too slow. */
async function toClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText === undefined) return false;
  const timeout = new Promise<boolean>((ok) => setTimeout(() => ok(false), CLIPBOARD_WAIT_MS));
  const write = navigator.clipboard.writeText(text).then(
    () => true,
    () => false,
  );
  return Promise.race([write, timeout]);
}

/** Reads an import with the engine on this page: the game as PGN4 when it loads, else the engine's message. */
async function engineRead(kind: ImportKind, text: string, variant: GameConfig['variant']): Promise<{ pgn4: string } | { error: string }> {
  try {
    const { Engine } = await loadEngine();
    const game = kind === 'pgn4' ? Engine.fromPgn4(text) : Engine.fromFen4(variant, defaultOptions(variant), text);
    try {
      return { pgn4: game.pgn4() };
    } finally {
      game.free();
    }
  } catch (error) {
    return { error: describeError(error) };
  }
}

export class IoView {
  private readonly share: HTMLDialogElement;
  private readonly exporter: HTMLDialogElement;
  private readonly importer: HTMLDialogElement;
  private readonly rules: HTMLSelectElement;

  constructor(
    private readonly game: IoGame,
    private readonly state: () => ViewState,
    /** Asked before a load replaces a game in progress (true: go ahead; the old game stays kept). */
    private readonly mayReplace: () => Promise<boolean> = () => Promise.resolve(true),
  ) {
    this.share = must<HTMLDialogElement>(document, '#share-dialog');
    this.exporter = must<HTMLDialogElement>(document, '#export-dialog');
    this.importer = must<HTMLDialogElement>(document, '#import-dialog');
    this.rules = must<HTMLSelectElement>(this.importer, '.io-rules');
    for (const d of [this.share, this.exporter, this.importer]) must(d, '.close').addEventListener('click', () => d.close());
    must(this.share, '.copy').addEventListener('click', () => void this.copy(this.share, this.text(this.share).value, 'io.linkCopied'));
    this.exporter.addEventListener('click', (e) => {
      const action = (e.target as HTMLElement).closest<HTMLElement>('[data-io]')?.dataset.io;
      if (action !== undefined) void this.exportAction(action);
    });
    must(this.importer, '.load').addEventListener('click', () => void this.submit());
    must(this.importer, '.analyse-import').addEventListener('click', () => void this.analyse());
    for (const radio of this.importer.querySelectorAll<HTMLInputElement>('input[name="io-kind"]')) radio.addEventListener('change', () => this.syncKind());
    this.text(this.importer).addEventListener('input', () => this.showError(null));
    must<HTMLInputElement>(this.importer, '.io-file').addEventListener('change', () => void this.openFile());
    this.translate();
  }

  /** Opens a dialog (the page's #share, #export and #import buttons). */
  open(which: 'share' | 'export' | 'import'): void {
    if (which === 'share') void this.openShare();
    else if (which === 'export') this.openExport();
    else this.openImport();
  }

  /** Texts made here (the rule set names); the page translates the [data-t] ones. */
  translate(): void {
    const chosen = this.rules.value;
    this.rules.replaceChildren(...VARIANTS.map((v) => new Option(t(`variant.${v}`), v)));
    if (chosen !== '') this.rules.value = chosen;
  }

  // ---- share ----

  private async openShare(): Promise<void> {
    const field = this.text(this.share);
    this.status(this.share, '');
    field.value = '';
    delete this.share.dataset.copied;
    if (!this.share.open) this.share.showModal();
    const link = absoluteLink(await gameLink({ pgn4: this.game.exportPgn4(), seats: shareSeats(this.game.getConfig()) }), window.location.href);
    field.value = link;
    this.share.dataset.link = link;
    await this.copy(this.share, link, 'io.linkCopied');
  }

  // ---- export ----

  private openExport(): void {
    this.status(this.exporter, '');
    delete this.exporter.dataset.copied;
    const box = this.text(this.exporter).closest('label');
    if (box !== null) box.hidden = true;
    this.exporter.showModal();
  }

  private async exportAction(action: string): Promise<void> {
    const s = this.state();
    const [verb, kind] = action.split('-') as ['copy' | 'download', ImportKind];
    const text = kind === 'pgn4' ? this.game.exportPgn4() : `${this.game.exportFen4()}`;
    if (verb === 'download') {
      const name = exportFileName(s.config.variant, kind, s.moves.length, new Date());
      download(text.endsWith('\n') ? text : `${text}\n`, name);
      this.status(this.exporter, t('io.downloaded', { name }));
      return;
    }
    const box = this.text(this.exporter).closest('label');
    if (box !== null) box.hidden = false;
    await this.copy(this.exporter, text, 'io.copied');
  }

  // ---- import ----

  private openImport(): void {
    this.showError(null);
    this.rules.value = this.state().config.variant;
    this.importer.showModal();
    this.syncKind();
    this.text(this.importer).focus();
  }

  private kind(): ImportKind {
    return this.importer.querySelector<HTMLInputElement>('input[name="io-kind"]:checked')?.value === 'fen4' ? 'fen4' : 'pgn4';
  }

  private setKind(kind: ImportKind): void {
    const radio = this.importer.querySelector<HTMLInputElement>(`input[name="io-kind"][value="${kind}"]`);
    if (radio !== null) radio.checked = true;
    this.syncKind();
  }

  private syncKind(): void {
    must(this.importer, '.io-variant').hidden = this.kind() !== 'fen4';
    this.showError(null);
  }

  private async openFile(): Promise<void> {
    const input = must<HTMLInputElement>(this.importer, '.io-file');
    const file = input.files?.[0];
    input.value = '';
    if (file === undefined) return;
    if (file.size > MAX_IMPORT_BYTES) return this.showError(t('io.err.tooLarge'));
    let text: string;
    try {
      text = await file.text();
    } catch {
      return this.showError(t('io.err.file'));
    }
    this.text(this.importer).value = text;
    this.setKind(guessKind(text, file.name));
    // A game loads at once; a position waits for its rule set to be confirmed.
    if (this.kind() === 'pgn4') await this.submit();
  }

  private async submit(): Promise<void> {
    const checked = checkImport(this.text(this.importer).value, this.kind());
    if (!checked.ok) return this.showError(t(checked.error));
    const variant = isVariant(this.rules.value) ? this.rules.value : 'verney';
    const load = must<HTMLButtonElement>(this.importer, '.load');
    load.disabled = true;
    this.showError(null, t('io.loading'));
    try {
      const read = await engineRead(checked.kind, checked.text, variant);
      if ('error' in read) return this.showError(t('io.err.engine', { error: read.error }));
      if (!(await this.mayReplace())) return this.showError(null);
      if (checked.kind === 'pgn4') await this.game.loadPgn4(checked.text);
      else await this.game.startFromFen4(variant, defaultOptions(variant), checked.text);
      const failed = this.state().error;
      if (failed !== null) return this.showError(t('io.err.engine', { error: failed }));
      this.showError(null);
      this.text(this.importer).value = '';
      this.importer.close();
    } finally {
      load.disabled = false;
    }
  }

  /** Opens the import on the analysis page instead of playing it (the game here stays as it is). */
  private async analyse(): Promise<void> {
    const checked = checkImport(this.text(this.importer).value, this.kind());
    if (!checked.ok) return this.showError(t(checked.error));
    const variant = isVariant(this.rules.value) ? this.rules.value : 'verney';
    this.showError(null, t('io.loading'));
    const read = await engineRead(checked.kind, checked.text, variant);
    if ('error' in read) return this.showError(t('io.err.engine', { error: read.error }));
    window.location.assign(await analysisLink({ pgn4: read.pgn4 }));
  }

  // ---- shared bits ----

  private text(dialog: HTMLElement): HTMLInputElement | HTMLTextAreaElement {
    return must<HTMLInputElement | HTMLTextAreaElement>(dialog, '.io-text');
  }

  private status(dialog: HTMLElement, message: string): void {
    must(dialog, '.io-status').textContent = message;
  }

  private showError(message: string | null, info?: string): void {
    const box = must(this.importer, '.io-error');
    box.textContent = message ?? info ?? '';
    box.classList.toggle('is-error', message !== null);
  }

  /** Copies, and always leaves the text selectable in the dialog's field (the fallback). */
  private async copy(dialog: HTMLElement, text: string, done: MessageKey): Promise<void> {
    const field = this.text(dialog);
    field.value = text;
    const ok = await toClipboard(text);
    dialog.dataset.copied = String(ok);
    this.status(dialog, t(ok ? done : 'io.copyFailed'));
    if (!ok) {
      field.focus();
      field.select();
    }
  }
}
