// The clocks while one runs: ten updates a second (tenths show under ten seconds), one
// warning tone a turn when a person at this device has ten seconds left, and the game
// asked to look at its clocks (a turn's time up, a flag fallen).
import type { Game } from '../game/game';
import { flagged, timeLeft } from '../game/game-clock';
import { humanToMove, type ViewState } from '../game/state';
import type { Store } from '../game/store';
import type { BoardClocks } from './board-clocks';
import type { Panel } from './panel';
import type { Sounds } from './sound';

const TICK_MS = 100;
const LOW_TIME_MS = 10_000;

export function startClockTicks(store: Store<ViewState>, game: Game, views: { panel: Panel; boardClocks: BoardClocks; sounds: Sounds }): void {
  let lowWarned: string | null = null;
  setInterval(() => {
    const s = store.state;
    const running = s.clocks.game?.running ?? null;
    if (s.clocks.turn === null && running === null) return;
    const now = performance.now();
    views.panel.tick(s, now);
    views.boardClocks.sync(s, now);
    if (s.clocks.game !== null && running !== null && humanToMove(s) && timeLeft(s.clocks.game, running, now) < LOW_TIME_MS) {
      const turn = `${running}:${s.moves.length}`;
      if (lowWarned !== turn) {
        lowWarned = turn;
        views.sounds.play('lowTime');
      }
    }
    if (s.clocks.turn !== null || (s.clocks.game !== null && flagged(s.clocks.game, now) !== null)) game.checkClock();
  }, TICK_MS);
}
