// The analysis worker: the best lines of one position, each completed depth posted as it
// comes (the wasm call reports line by line). The page stops it by terminating it.
import { Bot } from '../pkg/fourchess_wasm';
import type { AnalysisLine, AnalysisMessage, AnalysisRequest, Evaluation } from './analysis';
import { errorResponse } from './protocol';
import { startWorker } from './worker-start';

const { scope, ready } = startWorker<AnalysisMessage, AnalysisRequest>();

/** Deepest depth asked for: the time limit or the page's stop ends it first. */
const DEPTH = 30;

scope.addEventListener('message', (event) => {
  const { id, pgn4, multipv, maxMs, kind, net } = event.data;
  ready
    .then(() => {
      const bot = new Bot(32);
      // A net the engine refuses (a damaged download) leaves the hand-written evaluation.
      let evaluation: Evaluation = 'hand';
      if (net) {
        try {
          bot.useNet(new Uint8Array(net));
          evaluation = 'learned';
        } catch {
          evaluation = 'hand';
        }
      }
      if (kind === 'review') {
        const { players } = bot.review(pgn4, Math.max(1, Math.round(maxMs)), (review) => scope.postMessage({ id, kind: 'move', review }));
        bot.free();
        scope.postMessage({ id, kind: 'reviewed', players, evaluation });
        scope.postMessage({ id, kind: 'done' });
        return;
      }
      let depth = 0;
      let lines: AnalysisLine[] = [];
      bot.analyse(pgn4, Math.min(5, Math.max(1, Math.round(multipv))), DEPTH, Math.max(1, Math.round(maxMs)), (line) => {
        if (line.depth !== depth) {
          depth = line.depth;
          lines = [];
        }
        lines = [...lines.filter((l) => l.multipv !== line.multipv), {
            multipv: line.multipv,
            cp: line.mate === null ? line.score : null,
            mate: line.mate,
            pv: line.pv,
            points: line.points,
            winChance: line.winChance,
          }].sort(
          (a, b) => a.multipv - b.multipv,
        );
        scope.postMessage({ id, kind: 'info', depth, nodes: line.nodes, nps: line.nps, lines, evaluation });
      });
      bot.free();
      scope.postMessage({ id, kind: 'done' });
    })
    .catch((error: unknown) => scope.postMessage({ ...errorResponse(id, kind ?? 'analyse', error), kind: 'error' }));
});
