// The engine worker: owns the one wasm Engine and answers protocol requests.
import init, { Engine } from './pkg/fourchess_wasm';
import wasmUrl from './pkg/fourchess_wasm_bg.wasm?url';
import {
  errorResponse,
  isRequest,
  okResponse,
  rollValues,
  type InitArgs,
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

interface Current {
  engine: Engine;
  /** How to rebuild the start position (for past views). */
  start: InitArgs;
  /** The seat that made each action. */
  movers: number[];
}
let game: Current | null = null;

function snapshot(g: Current): Snapshot {
  const e = g.engine;
  return {
    pieces: e.pieces(),
    legalMoves: e.legalMoves(),
    status: e.status(),
    fen4: e.fen4(),
    moveList: e.moveList(),
    movers: [...g.movers],
    pgn4: e.pgn4(),
  };
}

function current(): Current {
  if (game === null) throw new Error('no game: send "init" first');
  return game;
}

function fresh(args: InitArgs): Engine {
  return args.fen4 !== undefined ? Engine.fromFen4(args.variant, args.options, args.fen4) : new Engine(args.variant, args.options);
}

/** One action from a move list: a roll ("@3-4"), a resignation ("R") or a move. */
function act(e: Engine, text: string): void {
  const dice = rollValues(text);
  if (dice !== null) e.roll(dice);
  else if (text === 'R') e.resign(e.status().toMove);
  else e.play(text);
}

function replay(args: InitArgs, moves: readonly string[], movers: number[]): Engine {
  const e = fresh(args);
  try {
    for (const text of moves) {
      movers.push(e.status().toMove);
      act(e, text);
    }
  } catch (error) {
    e.free();
    throw error;
  }
  return e;
}

function setGame(next: Current): void {
  game?.engine.free();
  game = next;
}

async function handle(req: Request): Promise<Response> {
  await ready;
  switch (req.type) {
    case 'init': {
      const start: InitArgs = { variant: req.variant };
      if (req.options !== undefined) start.options = req.options;
      if (req.fen4 !== undefined) start.fen4 = req.fen4;
      const movers: number[] = [];
      const engine = replay(start, req.moves ?? [], movers);
      setGame({ engine, start, movers });
      return okResponse(req.id, 'init', { board: engine.boardInfo(), snapshot: snapshot(current()) });
    }
    case 'load': {
      const engine = Engine.fromPgn4(req.pgn4);
      const moves = engine.moveList();
      const seats: number[] = [];
      // Walk back to the first position to learn who made each action, then forward again.
      for (let i = moves.length - 1; i >= 0 && engine.undo(); i--) seats.unshift(engine.status().toMove);
      const startFen4 = engine.fen4();
      for (const text of moves) act(engine, text);
      setGame({ engine, start: { variant: engine.boardInfo().variant, fen4: startFen4 }, movers: seats });
      return okResponse(req.id, 'load', { board: engine.boardInfo(), snapshot: snapshot(current()), startFen4 });
    }
    case 'play': {
      const g = current();
      const seat = g.engine.status().toMove;
      const move = g.engine.play(req.text);
      g.movers.push(seat);
      return okResponse(req.id, 'play', { move, snapshot: snapshot(g) });
    }
    case 'roll': {
      const g = current();
      const seat = g.engine.status().toMove;
      const dice = g.engine.roll(undefined);
      g.movers.push(seat);
      return okResponse(req.id, 'roll', { dice, snapshot: snapshot(g) });
    }
    case 'resign': {
      const g = current();
      if (g.engine.status().toMove !== req.seat) throw new Error('only the seat to move can resign here');
      g.engine.resign(req.seat);
      g.movers.push(req.seat);
      return okResponse(req.id, 'resign', snapshot(g));
    }
    case 'undo': {
      const g = current();
      const undone = g.engine.undo();
      if (undone) g.movers.pop();
      return okResponse(req.id, 'undo', { undone, snapshot: snapshot(g) });
    }
    case 'undoTo': {
      const g = current();
      while (g.movers.length > req.ply && g.engine.undo()) g.movers.pop();
      return okResponse(req.id, 'undoTo', snapshot(g));
    }
    case 'view': {
      const g = current();
      const moves = g.engine.moveList().slice(0, req.ply);
      const e = replay(g.start, moves, []);
      const view = { ply: moves.length, pieces: e.pieces(), status: e.status(), fen4: e.fen4() };
      e.free();
      return okResponse(req.id, 'view', view);
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
