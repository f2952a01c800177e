// The page's side of the engine worker: promise-based calls matched by id.
import type { MoveRecord } from '../pkg/fourchess_wasm';
import { completeMoves } from './move-delta';
import { codedOf, isResponse, makeRequest, type CallType, type Calls, type Request, type Response, type WorkerCall } from './protocol';

/** The part of a Worker the client uses (lets tests pass a fake). */
export interface Port {
  postMessage(message: Request): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
}

/** A call the engine refused: its English message, and the refusal's code and details when it has them. */
export class EngineError extends Error {
  constructor(
    message: string,
    readonly call: WorkerCall,
    readonly code?: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

interface Pending {
  type: CallType;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

export class EngineClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** The move list as the worker last sent it: its snapshots carry only what changed. */
  private moves: MoveRecord[] = [];

  constructor(private readonly port: Port) {
    port.addEventListener('message', (event: MessageEvent<unknown>) => this.receive(event.data));
    port.addEventListener('error', (event: ErrorEvent) => this.failAll(event.message || 'engine worker failed'));
  }

  call<K extends CallType>(type: K, args: Calls[K]['args']): Promise<Calls[K]['result']> {
    const id = this.nextId++;
    return new Promise<Calls[K]['result']>((resolve, reject) => {
      this.pending.set(id, { type, resolve: resolve as (r: unknown) => void, reject });
      this.port.postMessage(makeRequest(id, type, args));
    });
  }

  private receive(data: unknown): void {
    if (!isResponse(data)) return;
    const response: Response = data;
    const p = this.pending.get(response.id);
    if (p === undefined) return;
    this.pending.delete(response.id);
    if (response.ok) {
      this.moves = completeMoves(response.result, this.moves);
      p.resolve(response.result);
    }
    else {
      const coded = codedOf(response);
      p.reject(new EngineError(response.error, p.type, coded?.code, coded?.details));
    }
  }

  private failAll(message: string): void {
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.reject(new EngineError(message, p.type));
    }
  }
}

export function startEngineWorker(): EngineClient {
  const worker = new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' });
  return new EngineClient(worker as unknown as Port);
}
