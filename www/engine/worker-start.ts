// What every engine worker starts with: its message scope, typed, and the wasm engine
// loading. A failed load is reported to each request by the worker, not thrown as an
// unhandled rejection.
import init from '../pkg/fourchess_wasm';
import { engineWasmUrl } from './wasm-url';

export interface WorkerScope<Out, In> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
}

export function startWorker<Out, In>(): { scope: WorkerScope<Out, In>; ready: Promise<unknown> } {
  const ready = init({ module_or_path: engineWasmUrl() });
  ready.catch(() => {});
  return { scope: self as unknown as WorkerScope<Out, In>, ready };
}
