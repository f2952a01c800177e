// The engine worker: owns the one wasm Engine and answers protocol requests.
import init, { Engine } from './pkg/fourchess_wasm';
import wasmUrl from './pkg/fourchess_wasm_bg.wasm?url';
import {
  errorResponse,
  isRequest,
  okResponse,
  type Request,
  type Response,
  type Snapshot,
} from './protocol';

interface WorkerScope {
  postMessage(message: Response): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = self as unknown as WorkerScope;
const ready = init({ module_or_path: wasmUrl });
// A failed load is reported to every request (below), not as an unhandled rejection.
ready.catch(() => {});
let engine: Engine | null = null;

function snapshot(e: Engine): Snapshot {
  return {
    pieces: e.pieces(),
    legalMoves: e.legalMoves(),
    status: e.status(),
    fen4: e.fen4(),
    moveList: e.moveList(),
  };
}

function current(): Engine {
  if (engine === null) throw new Error('no game: send "init" first');
  return engine;
}

async function handle(req: Request): Promise<Response> {
  await ready;
  switch (req.type) {
    case 'init': {
      const next = new Engine(req.variant, req.options);
      engine?.free();
      engine = next;
      return okResponse(req.id, 'init', { board: next.boardInfo(), snapshot: snapshot(next) });
    }
    case 'play': {
      const e = current();
      const move = e.play(req.text);
      return okResponse(req.id, 'play', { move, snapshot: snapshot(e) });
    }
    case 'undo': {
      const e = current();
      const undone = e.undo();
      return okResponse(req.id, 'undo', { undone, snapshot: snapshot(e) });
    }
    case 'snapshot':
      return okResponse(req.id, 'snapshot', snapshot(current()));
  }
}

// Requests are handled strictly one after another, in arrival order.
let queue: Promise<void> = Promise.resolve();

scope.addEventListener('message', (event) => {
  const data = event.data;
  queue = queue.then(async () => {
    if (!isRequest(data)) {
      const id = typeof (data as { id?: unknown } | null)?.id === 'number' ? (data as { id: number }).id : -1;
      scope.postMessage(errorResponse(id, 'snapshot', 'malformed request'));
      return;
    }
    try {
      scope.postMessage(await handle(data));
    } catch (error) {
      scope.postMessage(errorResponse(data.id, data.type, error));
    }
  });
});
