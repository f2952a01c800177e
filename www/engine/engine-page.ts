// The engine loaded on the page itself (not in the worker), for the static board
// diagrams, the replay viewer and share-link checks: every call there is quick.
// The wasm file is the same one the worker loads, so the browser fetches it once.
import init, * as wasm from '../pkg/fourchess_wasm';
import { engineWasmUrl } from './wasm-url';

export type EngineModule = typeof wasm;

let loading: Promise<EngineModule> | null = null;

export function loadEngine(): Promise<EngineModule> {
  loading ??= init({ module_or_path: engineWasmUrl() }).then(() => wasm);
  return loading;
}
