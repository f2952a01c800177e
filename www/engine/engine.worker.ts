// The engine worker: owns the one wasm Engine and answers protocol requests.
import { Engine, type GameRecord } from '../pkg/fourchess_wasm';
import {
  errorResponse,
  isRequest,
  okResponse,
  type InitArgs,
  type Notes,
  type Request,
  type Response,
  type Snapshot,
} from './protocol';
import { startWorker } from './worker-start';
import { firstToSend } from './move-delta';

// A failed load is reported to every request (below).
const { scope, ready } = startWorker<Response, unknown>();

/** The one game: the engine keeps its whole record (moves, tags, introduction, comments). */
interface Current {
  engine: Engine;
}
let game: Current | null = null;
/** How many move-list entries the page holds (it completes each snapshot: move-delta.ts). */
let sent = 0;

/** The page's view of the game: one wasm call (`record(from)`), with the move list from the
 * first entry the page may not have (`movesFrom`; the client joins it to what it holds). */
function snapshot(g: Current): Snapshot {
  const from = firstToSend(sent, g.engine.status().ply);
  const record: GameRecord = g.engine.record(from);
  sent = from + record.moves.length;
  // The record is the snapshot, its moves from `movesFrom` on.
  return record as Snapshot;
}

function current(): Current {
  if (game === null) throw new Error('no game: send "init" first');
  return game;
}

function fresh(args: InitArgs): Engine {
  return args.fen4 !== undefined ? Engine.fromFen4(args.variant, args.options, args.fen4) : new Engine(args.variant, args.options);
}

function setGame(next: Current): void {
  game?.engine.free();
  game = next;
  // A new game: its whole list goes to the page.
  sent = 0;
}

function toMoveMustBe(g: Current, seat: number, what: string): void {
  if (g.engine.status().toMove !== seat) throw new Error(`only the seat to move can ${what} here`);
}

async function handle(req: Request): Promise<Response> {
  await ready;
  switch (req.type) {
    case 'init': {
      const engine = fresh(req);
      try {
        for (const text of req.moves ?? []) engine.playToken(text);
      } catch (error) {
        engine.free();
        throw error;
      }
      engine.setTags(req.tags ?? []);
      setGame({ engine });
      return okResponse(req.id, 'init', { board: engine.boardInfo(), snapshot: snapshot(current()) });
    }
    case 'load': {
      const engine = Engine.fromPgn4(req.pgn4);
      setGame({ engine });
      const notes: Notes = engine.notes();
      return okResponse(req.id, 'load', { board: engine.boardInfo(), snapshot: snapshot(current()), startFen4: engine.startFen4(), notes });
    }
    case 'play': {
      const g = current();
      const move = g.engine.play(req.text, req.comment);
      return okResponse(req.id, 'play', { move, snapshot: snapshot(g) });
    }
    case 'roll': {
      const g = current();
      const dice = g.engine.roll(undefined);
      return okResponse(req.id, 'roll', { dice, snapshot: snapshot(g) });
    }
    case 'resign': {
      const g = current();
      toMoveMustBe(g, req.seat, 'resign');
      g.engine.resign(req.seat, req.comment);
      return okResponse(req.id, 'resign', snapshot(g));
    }
    case 'timeout': {
      const g = current();
      toMoveMustBe(g, req.seat, 'run out of time');
      g.engine.timeOut(req.seat, '[%clk 0:00:00]');
      return okResponse(req.id, 'timeout', snapshot(g));
    }
    case 'premoves': {
      const g = current();
      return okResponse(req.id, 'premoves', g.engine.premoveOptions(req.seat, req.queued));
    }
    case 'undo': {
      const g = current();
      const undone = g.engine.undo();
      return okResponse(req.id, 'undo', { undone, snapshot: snapshot(g) });
    }
    case 'undoTo': {
      const g = current();
      g.engine.undoTo(req.ply);
      return okResponse(req.id, 'undoTo', snapshot(g));
    }
    case 'view': {
      const g = current();
      const e = g.engine.atPly(req.ply);
      try {
        const view = { ply: e.status().ply, pieces: e.pieces(), status: e.status(), fen4: e.fen4() };
        return okResponse(req.id, 'view', view);
      } finally {
        e.free();
      }
    }
    case 'snapshot':
      return okResponse(req.id, 'snapshot', snapshot(current()));
    case 'check': {
      // A temporary engine: the game stays as it is, whatever the text holds.
      const engine = 'pgn4' in req ? Engine.fromPgn4(req.pgn4) : Engine.fromFen4(req.variant, {}, req.fen4);
      try {
        const record = engine.record();
        return okResponse(req.id, 'check', { variant: engine.boardInfo().variant, fen4: record.fen4, plies: record.moves.length });
      } finally {
        engine.free();
      }
    }
    case 'seats': {
      const seats = req.variants.map((variant) => {
        const e = new Engine(variant, undefined);
        try {
          return e.boardInfo().seats;
        } finally {
          e.free();
        }
      });
      return okResponse(req.id, 'seats', seats);
    }
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
