// Page entry: wires the store, the canvas, the square layer, the panels, the dialogs,
// the engine worker and the bot worker.
import '../style.css';
import { precacheLater, setUpSite } from '../site/chrome';
import { BoardDom } from '../board/board-dom';
import { startBotWorker } from '../engine/bot-client';
import { defaultConfig, VARIANTS, type GameConfig, type Variant } from '../game/config';
import { startPlan, type StartStep } from '../game/start-plan';
import type { DicePanelView } from '../ui/dice-panel';
import { onDemand } from '../ui/on-demand';
import { draw } from '../board/draw';
import { startEngineWorker } from '../engine/engine-client';
import { Game } from '../game/game';
import { backingSize, computeLayout, seatStrip } from '../board/geometry';
import { animating } from '../board/scene';
import { lang, onLangChange, setLang, t, translateStatic, wordsReady, type MessageKey } from '../i18n/i18n';
import { colourName, seatSign } from '../i18n/labels';
import { MoveListView } from '../ui/move-list';
import type { IoView } from '../ui/io-view';
import { buildGame, choiceFrom } from '../ui/game-choice';
import type { NewGameDialog } from '../ui/new-game';
import { must, Panel, setText } from '../ui/panel';
import { configFromParams, parseParams, withoutGameParams } from '../game/params';
import { roundsText } from '../ui/moves-text';
import { roundOfEach, roundsInPgn4 } from '../game/move-rounds';
import { GAME_PREFIX, SaveStore, unfinished, webStorage, type LoadResult, type SavedGame } from '../game/save';
import { loadSettings, nextGameIndex, saveSettings } from '../game/settings';
import { Sounds } from '../ui/sound';
import { BoardClocks } from '../ui/board-clocks';
import { rememberedRules } from '../ui/first-rules';
import { PieceSetSelect } from '../ui/piece-set-select';
import { startClockTicks } from '../ui/clock-ticks';
import { boardScene, canDrag, everyLocalArmyMated, everyLocalSeatOut, initialState, nextOrientation, type ViewState } from '../game/state';
import { ConfirmDialog } from '../ui/confirm';
import { MoreMenu } from '../ui/more-menu';
import { GameActions } from '../ui/game-actions';
import { OverDialog } from '../ui/over-dialog';
import { PromotionDialog } from '../ui/promotion';
import { NoticeBar, Toast } from '../ui/notices';
import { createStore, type Store } from '../game/store';
import { PageGroup } from '../group/page-group';
import type { GameFrame } from '../embed/game-frame';

// The page's words come first (one small chunk of their language). Awaited inside a
// function rather than at the module's top level: a top-level await in this entry would
// make the bundler split the modules it shares with the parts loaded on demand into many
// small chunks (about 5 KB more gzip on the game screen).
void start();

async function start(): Promise<void> {
  await wordsReady();
  // The site around the game screen: the header, ?lang=, ?embed=1 (the class `embed` on
  // <html>, no header), the offline app.
  const site = setUpSite('play');

  const params = parseParams(window.location.search);
  if (params.lang !== null) void setLang(params.lang, false);
  else document.documentElement.lang = lang();

  const boardEl = must<HTMLElement>(document, '#board');
  const canvas = must<HTMLCanvasElement>(document, '#board canvas');
  const ctx = canvas.getContext('2d');
  if (ctx === null) throw new Error('2D canvas unavailable');
  const confirmDialog = new ConfirmDialog(must<HTMLDialogElement>(document, '#confirm-dialog'));
  const buttons = {
    newGame: must<HTMLButtonElement>(document, '#new-game'),
    undo: must<HTMLButtonElement>(document, '#undo'),
    resign: must<HTMLButtonElement>(document, '#resign'),
    sound: must<HTMLButtonElement>(document, '#sound'),
    lang: must<HTMLSelectElement>(document, '#lang'),
    share: must<HTMLButtonElement>(document, '#share'),
    export: must<HTMLButtonElement>(document, '#export'),
    recent: must<HTMLButtonElement>(document, '#recent'),
  };
  const turnBoard = must<HTMLButtonElement>(document, '#turn-board');
  new MoreMenu(must(document, '.actions .more'), must<HTMLButtonElement>(document, '#more'));

  // In a frame, the page around can load and start games (www/embed/): they are kept for this
  // tab only, so that an embed never touches the games this browser keeps for the site.
  const saves = site.framed
    ? new SaveStore(webStorage('sessionStorage'), webStorage('sessionStorage'))
    : new SaveStore(webStorage('localStorage'), webStorage('sessionStorage'));
  const settings = loadSettings();
  const sounds = new Sounds(settings.sound);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

  const baseStore = createStore(initialState(defaultConfig(), settings), render);
  // Group play across devices (www/group/page-group.ts; the rest loaded on demand). Its
  // session builds what it needs when it starts (the game and the store are made below).
  const group = new PageGroup(async () => {
    const names = await seatNames;
    return {
      game,
      store,
      panel: must(document, '#panel'),
      seatName: (variant, seat) => {
        const name = names[VARIANTS.indexOf(variant)]?.[seat];
        return `${name === undefined ? String(seat + 1) : colourName(name)} ${seatSign(seat)?.char ?? ''}`.trim();
      },
      settings: store.state.settings,
      gameIndex: nextGameIndex(),
    };
  }, () => store.state.gameId);
  // Group play (loaded on demand) hears of every change: the host sends new positions at once,
  // also while its tab is in the background (no animation frames there).
  // So does the page around an embedded game (www/embed/game-frame.ts, loaded only in a frame).
  let frame: GameFrame | null = null;
  const store: Store<ViewState> = {
    get state() {
      return baseStore.state;
    },
    update(mutate) {
      baseStore.update(mutate);
      group.changed(baseStore.state);
      frame?.changed(baseStore.state);
    },
    flush: () => baseStore.flush(),
  };
  const engine = startEngineWorker();
  // Every rule set's seats as the engine names them, for the new game dialog (none if the
  // engine fails: the dialog then numbers the seats, and the game shows the engine's error).
  const seatNames = engine
    .call('seats', { variants: [...VARIANTS] })
    .then((all) => all.map((seats) => seats.map((s) => s.name)))
    .catch((): string[][] => []);
  const game = new Game({
    engine,
    bot: startBotWorker(),
    store,
    saves,
    botDelay: params.botDelay,
    animateMs: reducedMotion || params.botDelay < 60 ? 0 : 160,
    onEvent: (e) => sounds.play(e),
  });

  if (site.framed) {
    void import('../embed/game-frame').then(({ startGameFrame }) => {
      frame = startGameFrame({ game, store, engine });
    });
  }

  const dom = new BoardDom(boardEl, {
    activate: (square) => game.activate(square),
    escape: () => game.cancelPremoves(),
    canDrag: (square) => canDrag(store.state, square),
    dragMove: (from, x, y) =>
      store.update((s) => {
        s.drag = { from, x, y };
        s.selected = from;
      }),
    shape: (from, to) => game.shape(from, to),
    drop: (from, to) => {
      store.update((s) => (s.drag = null));
      if (to !== null && to !== from) game.drop(from, to);
    },
  });
  // Each seat's sign and clock in the board's corners (the panel keeps the accessible timers).
  const boardClocks = new BoardClocks(boardEl);
  const panel = new Panel(
    must(document, '#panel'),
    must(document, '#announce'),
    (seat, player) => game.setSeat(seat, player),
    () => void game.hint(),
  );
  // Loaded when a game with dice shows (www/ui/on-demand.ts: not in the first visit's bytes).
  const dice = onDemand<DicePanelView>(
    () =>
      import('../ui/dice-panel').then(
        ({ DicePanelView }) =>
          new DicePanelView(must(document, '#dice'), {
            roll: () => game.rollDice(),
            choose: (v) => game.chooseDie(v),
            act: (text) => game.playAction(text),
          }),
      ),
    () => store.update(() => {}),
  );
  const moves = new MoveListView(
    must(document, '#panel'),
    (ply) => void game.viewPly(ply),
    () => store.state,
    (ply) => void askPlayFrom(ply),
  );

  /** Links that carry a game (site/handoff.ts and its codec): loaded when one is opened or made. */
  const handoffCode = (): Promise<typeof import('../site/handoff')> => import('../site/handoff');

  /** Goes to the analysis page with the game `pgn4`, at `ply`, with the way back to this game. */
  async function openAnalysisAt(pgn4: string, ply: number): Promise<void> {
    const { analysisLink } = await handoffCode();
    window.location.assign(await analysisLink({ pgn4 }, ply, true));
  }

  /**
   * The analysis page at the position shown (a past one while stepping back), with the whole
   * game; the game here is saved and resumes on return. From the end dialog: the last position
   * a player could still move in (the engine has nothing to say about the final one).
   */
  function openAnalysis(atEnd: boolean): void {
    const s = store.state;
    if (s.pgn4 === '') return;
    const ply = atEnd ? Math.max(0, s.moves.length - 1) : (s.view?.ply ?? s.moves.length);
    void openAnalysisAt(s.pgn4, ply);
  }
  const analysePosition = must<HTMLButtonElement>(document, '#analyse-position');
  analysePosition.addEventListener('click', () => openAnalysis(false));
  /** The same game again, with the same seats (a group's host starts it for every page). */
  function playAgain(): void {
    // A guest's page follows the host's game: the host starts the next one.
    if (store.state.group?.follower === true) return;
    const built = buildGame(choiceFrom(store.state.config, store.state.settings), store.state.settings, nextGameIndex());
    void game.newGame(built.config);
  }
  // The result dialog is there from the start: it opens in the very render that ends the game.
  const overDialog = new OverDialog(must<HTMLDialogElement>(document, '#over-dialog'), {
    // Only a result counts as seen: a stale dialog closed over the next game marks nothing.
    seen: () => store.update((s) => (s.resultSeen = s.status?.outcome != null)),
    analyse: () => openAnalysis(store.state.status?.outcome != null),
    again: playAgain,
    newGame: () => openNewGame(),
  });
  const promotion = new PromotionDialog(must<HTMLDialogElement>(document, '#promo-dialog'), (m) => game.choosePromotion(m));
  const actions = new GameActions(buttons, game, store, confirmDialog, sounds);
  const toast = new Toast(must(document, '#toast'), () => store.update(() => {}));

  // ---- recent games: every game kept in this browser, to reopen (www/ui/recent-games.ts, on demand) ----

  /** Shows a kept game here; the one shown now stays kept under its own id. */
  async function reopen(saved: SavedGame): Promise<void> {
    group.stop();
    store.update((s) => (s.notice = null));
    await game.resume(saved);
  }
  function openRecent(): void {
    void import('../ui/recent-games').then(({ openRecentGames }) =>
      openRecentGames({
        list: () => saves.recent(store.state.gameId),
        current: () => (store.state.board === null ? null : { variant: store.state.config.variant, rounds: roundOfEach(store.state.moves).at(-1) ?? 0 }),
        open: (saved) => void reopen(saved),
        analyse: (saved) => void openAnalysisAt(saved.pgn4, saved.moves.length),
      }),
    );
  }
  buttons.recent.addEventListener('click', openRecent);

  /**
   * A link replaced the game in progress (`?variant=`, a shared game): the old one is kept;
   * say so, with the way back to it.
   */
  function tellKept(before: LoadResult): void {
    if (before.kind !== 'ok' || !unfinished(before.game)) return;
    const key = before.key;
    const text = t('save.kept', { variant: t(`variant.${before.game.config.variant}`), moves: roundsText(roundsInPgn4(before.game.pgn4)) });
    notices.offer(text, key);
    store.update((s) => (s.notice = text));
  }
  const notices = new NoticeBar(
    must(document, '#notice'),
    (key) => {
      const saved = key === undefined ? null : saves.read(key);
      if (saved === null) store.update((s) => (s.notice = t('recent.gone')));
      else void reopen(saved);
    },
    () => store.update((s) => (s.notice = null)),
  );

  /** "Play from here" drops the later moves: asked first when there are any. */
  async function askPlayFrom(ply: number): Promise<void> {
    const later = store.state.moves.length - ply;
    if (later <= 0) return;
    if (await confirmDialog.ask(t('confirm.fromHereTitle'), t('confirm.fromHereText', { n: later }), t('moves.playFromHere'), t('confirm.keep'))) await game.playFrom(ply);
  }
  // The New game dialog loads on first use (not in the game screen's first bytes).
  let newGameDialog: Promise<NewGameDialog> | null = null;
  function openNewGame(): void {
    newGameDialog ??= import('../ui/new-game').then(({ NewGameDialog }) => makeNewGameDialog(NewGameDialog));
    void newGameDialog.then((dialog) => dialog.open(choiceFrom(store.state.config, store.state.settings)));
  }
  const makeNewGameDialog = (Dialog: typeof NewGameDialog): NewGameDialog => new Dialog(
    must<HTMLDialogElement>(document, '#new-dialog'),
    seatNames,
    async (choice) => {
      // A game in progress is not thrown away without a question.
      if (game.inProgress() && !(await confirmDialog.ask(t('confirm.newTitle'), t('confirm.newText'), t('confirm.newStart'), t('confirm.keep')))) return;
      const built = buildGame(choice, store.state.settings, nextGameIndex());
      group.stop();
      store.update((s) => (s.settings = built.settings));
      saveSettings(built.settings);
      void game.newGame(built.config);
    },
    async (choice) => {
      if (game.inProgress() && !(await confirmDialog.ask(t('confirm.newTitle'), t('confirm.newText'), t('confirm.newStart'), t('confirm.keep')))) return;
      const built = buildGame(choice, store.state.settings, nextGameIndex());
      group.stop();
      store.update((s) => (s.settings = { ...built.settings, timePerMove: s.settings.timePerMove }));
      saveSettings(built.settings);
      await group.host(choice);
    },
  );


  // The share, export and import dialogs load on first use (they are not in the game
  // screen's first bytes). Import over a game in progress asks first (the old game stays
  // under Games either way).
  let ioView: Promise<IoView> | null = null;
  function io(): Promise<IoView> {
    ioView ??= import('../ui/io-view').then(
      ({ IoView }) =>
        new IoView(
          game,
          () => store.state,
          async () => !game.inProgress() || (await confirmDialog.ask(t('confirm.importTitle'), t('confirm.importText'), t('confirm.importLoad'), t('confirm.keep'))),
        ),
    );
    return ioView;
  }
  for (const which of ['share', 'export', 'import'] as const) {
    must(document, `#${which}`).addEventListener('click', () => void io().then((view) => view.open(which)));
  }

  function render(state: ViewState): void {
    const now = performance.now();
    const { width, height } = backingSize(state.layout.width, state.layout.height, state.dpr);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    if (state.board !== null && dom.needsBuild(state.board, state.layout.rotation)) {
      const focus = state.legalMoves.find((m) => m.from !== null)?.from ?? null;
      dom.build(state.board, focus, state.layout);
    }
    dom.place(state.layout);
    const scene = boardScene(state);
    draw(ctx!, scene, now);
    dom.sync(scene);
    panel.sync(state, now);
    boardClocks.sync(state, now);
    dice.want(state.board?.dice === true);
    dice.part?.sync(state);
    moves.sync(state);
    syncChrome(state);
    toast.sync(state, now);
    if (animating(state, now)) store.update(() => {});
  }


  /** Free-for-all: every person here is out while the others play on: what they can do now. */
  const outNote = must(document, '#panel .out-note');
  must(outNote, '.out-analyse').addEventListener('click', () => openAnalysis(false));
  must(outNote, '.out-new').addEventListener('click', () => openNewGame());
  // Watch faster: the bots move without their pause until the person is back in play.
  const outFaster = must<HTMLButtonElement>(outNote, '.out-faster');
  const outText = must(outNote, '.out-text');
  outFaster.addEventListener('click', () => {
    const on = outFaster.getAttribute('aria-pressed') !== 'true';
    outFaster.setAttribute('aria-pressed', String(on));
    game.watchFaster(on);
  });



  /** After the result dialog is closed, "Play again" stays under the result. */
  const overAgain = must(document, '#panel .over-again');
  must(overAgain, '.panel-again').addEventListener('click', playAgain);

  /** The note of a tab that only passed an answer on: it goes once a game shows here (New game, Games). */
  let answerNote: string | null = null;
  function syncChrome(state: ViewState): void {
    if (answerNote !== null && state.board !== null) {
      const note = answerNote;
      answerNote = null;
      queueMicrotask(() =>
        store.update((s) => {
          if (s.notice === note) s.notice = null;
          s.idle = null;
        }),
      );
    }
    actions.sync(state);
    buttons.share.disabled = state.board === null;
    buttons.export.disabled = state.board === null;
    analysePosition.disabled = state.board === null;
    const out = everyLocalSeatOut(state);
    const mated = !out && everyLocalArmyMated(state);
    outNote.hidden = !out && !mated;
    setText(outText, t(mated ? 'out.mated' : 'out.next'));
    // Back in play (or a new game): the bots pause again.
    if (outNote.hidden && outFaster.getAttribute('aria-pressed') === 'true') {
      outFaster.setAttribute('aria-pressed', 'false');
      game.watchFaster(false);
    }
    notices.sync(state);
    overDialog.sync(state, promotion.open);
    overAgain.hidden = state.status?.outcome == null || overDialog.open || state.group?.follower === true;
    promotion.sync(state);
  }

  buttons.newGame.addEventListener('click', () => openNewGame());
  // ---- the first minute: the skip link, the display settings, the first visit's rule sets ----

  // The skip link puts the focus on the board's first square with a move (or its first square).
  // It goes first in the page, before the site's header (site/chrome.ts put that at the top).
  const skipLink = must(document, '.skip-link');
  document.body.prepend(skipLink);
  skipLink.addEventListener('click', (e) => {
    e.preventDefault();
    const squares = boardEl.querySelector<HTMLElement>('[data-square][tabindex="0"]') ?? boardEl.querySelector<HTMLElement>('[data-square]');
    squares?.focus();
  });

  const pieceSets = new PieceSetSelect(must<HTMLSelectElement>(document, '#piece-set'), store);

  // Language: the header switch, ?lang=, or the browser's choice.
  function translatePage(): void {
    translateStatic<MessageKey>(document, t);
    // Icon buttons: the label may be hidden on phones; the tooltip says what they do.
    for (const el of document.querySelectorAll<HTMLElement>('.icon-button .label')) el.parentElement?.setAttribute('title', el.textContent ?? '');
    document.title = t('site.title');
    boardEl.setAttribute('aria-label', t('game.board'));
    turnBoard.title = t('board.turn');
    turnBoard.setAttribute('aria-label', t('board.turn'));
    must(document, '#panel').setAttribute('aria-label', t('game.panel'));
    buttons.lang.value = lang();
  }
  buttons.lang.addEventListener('change', () => void setLang(buttons.lang.value === 'de' ? 'de' : 'en'));
  onLangChange(() => {
    translatePage();
    void ioView?.then((view) => view.translate());
    pieceSets.translate();
    store.update(() => {});
  });
  translatePage();

  // Another page wrote this tab's game (a duplicated tab): keep ours under a new id.
  window.addEventListener('storage', (e) => {
    if (saves.isForeignWrite(e.key, e.newValue, store.state.gameId)) game.fork();
  });

  function measure(): void {
    const rect = boardEl.getBoundingClientRect();
    store.update((s) => {
      s.dpr = window.devicePixelRatio || 1;
      const files = s.board?.files ?? 14;
      const ranks = s.board?.ranks ?? 14;
      s.layout = computeLayout(rect.width, rect.height, files, ranks, s.rotation, seatStrip(s.board));
    });
  }
  new ResizeObserver(measure).observe(boardEl);
  // Moving the window to a screen with another pixel ratio does not resize the element.
  window.addEventListener('resize', measure);
  measure();

  moves.listenToKeys(document);

  // Turn the board: the button under the move list, and F (as on lichess) outside text fields.
  turnBoard.addEventListener('click', () => game.orient(nextOrientation(store.state)));
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'f' && e.key !== 'F') return;
    if (e.altKey || e.ctrlKey || e.metaKey || document.querySelector('dialog[open]') !== null) return;
    if ((e.target as HTMLElement | null)?.closest('input, select, textarea') != null) return;
    e.preventDefault();
    game.orient(nextOrientation(store.state));
  });

  startClockTicks(store, game, { panel, boardClocks, sounds });

  // A clocked game's clocks are saved when the page is hidden or left (a reload goes on from there).
  const saveClocks = (): void => {
    if (store.state.clocks.game?.running != null) game.save();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveClocks();
  });
  window.addEventListener('pagehide', saveClocks);

  // The right button draws arrows and circles (board-dom.ts); no browser menu over the board.
  boardEl.addEventListener('contextmenu', (e) => e.preventDefault());

  // A shared link opened in this tab while the game shows (only the fragment changes, the
  // page does not reload): load it as at start-up.
  window.addEventListener('hashchange', () => {
    if (group.openLink(window.location.hash)) return;
    void handoffCode().then(async ({ readHandoff, clearHandoff }) => {
      const handoff = await readHandoff();
      if (handoff.kind !== 'game') return;
      const before = saves.load();
      await game.loadPgn4(handoff.game.pgn4, handoff.game.seats);
      clearHandoff();
      tellKept(before);
    });
  });

  /** Embedded in another page (`embed` on <html>, site/chrome.ts): no first-visit card. */
  const flagsEmbed = (): boolean => document.documentElement.classList.contains('embed');

  /** Opens the game the start plan names (www/game/start-plan.ts), step by step. */
  async function boot(): Promise<void> {
    const hash = window.location.hash;
    // An invitation or an answer in the address opens its part of group play at once.
    group.openLink(hash, true);
    const loaded = saves.load();
    const local = webStorage('localStorage');
    const remembered = rememberedRules(local);
    const plan = startPlan({ hash, explicit: params.explicit, groupBefore: group.before(), saved: loaded.kind, remembered: remembered !== null, embedded: flagsEmbed() });
    if (loaded.kind === 'bad') store.update((s) => (s.notice = t(loaded.reason === 'old-version' ? 'save.old' : 'save.corrupt', { key: loaded.setAsideKey })));
    for (const step of plan) {
      if (await startWith(step, loaded, remembered, local)) return;
    }
  }

  /** One step of the start plan; false when it found nothing to show (the next step goes on). */
  async function startWith(step: StartStep, loaded: LoadResult, remembered: Variant | null, local: Storage | null): Promise<boolean> {
    switch (step.kind) {
      case 'answerOnly':
        answerNote = t('answer.onlyHere');
        store.update((s) => {
          s.notice = answerNote;
          // Where "Loading engine…" would stand, also once the note is dismissed.
          s.idle = t('answer.idle');
        });
        return true;
      case 'shared': {
        // A bad link has shown its message already.
        const { readHandoff, clearHandoff } = await handoffCode();
        const handoff = await readHandoff();
        if (handoff.kind !== 'game') return false;
        await game.loadPgn4(handoff.game.pgn4, handoff.game.seats);
        clearHandoff();
        tellKept(loaded);
        return true;
      }
      case 'fromAddress':
        await game.newGame(configFromParams(params));
        // A reload, Back or a second tab now resume this game rather than start yet another.
        history.replaceState(history.state, '', withoutGameParams(window.location.search) + window.location.hash || window.location.pathname);
        tellKept(loaded);
        return true;
      case 'rejoinGroup':
        return group.resume('guest');
      case 'resume':
        if (loaded.kind !== 'ok') return false;
        try {
          await game.resume(loaded.game);
        } catch {
          const key = saves.setAside(GAME_PREFIX + loaded.key, JSON.stringify(loaded.game));
          store.update((s) => (s.notice = t('save.corrupt', { key })));
          return false;
        }
        if (step.thenHost) void group.resume('host');
        return true;
      case 'fresh': {
        const fresh = defaultConfig(remembered ?? undefined);
        const withLevel = (config: GameConfig): GameConfig => {
          if (params.level !== null) config.seats = config.seats.map((p) => (p.kind === 'bot' ? { kind: 'bot', level: params.level! } : p));
          return config;
        };
        if (step.welcome) {
          // Loaded on demand: only a first visit shows it.
          void import('../ui/welcome').then(({ showWelcome }) =>
            showWelcome(must(document, '#panel'), fresh.variant, local, (variant) => {
              const built = buildGame(choiceFrom(defaultConfig(variant), store.state.settings), store.state.settings, nextGameIndex());
              void game.newGame(withLevel(built.config));
            }),
          );
        }
        await game.newGame(withLevel(fresh));
        if (step.thenHost) void group.resume('host');
        return true;
      }
    }
  }
  void boot();

  // The parts and pages opened on demand (group play, analysis, replay, rules) are cached
  // for offline use once the game screen has settled, not as part of the first visit.
  setTimeout(precacheLater, 15_000);
}
