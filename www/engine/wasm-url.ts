// Which build of the engine this browser runs: the one with wasm SIMD (+simd128; Chrome 91,
// Firefox 89, Safari 16.4 and later), where the learned evaluation's sums take 128 lanes
// eight at a time, or the plain one everywhere else. Both share the same JavaScript glue.
import plainUrl from '../pkg/fourchess_wasm_bg.wasm?url';
import simdUrl from '../pkg/fourchess_wasm_simd_bg.wasm?url';

/**
 * The smallest module with a SIMD instruction (a function returning i8x16.popcnt of a
 * splat): it validates only where wasm SIMD runs.
 */
export const SIMD_PROBE = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11]);

/** Whether `validate` (WebAssembly.validate) accepts SIMD; false where it throws or is absent. */
export function hasWasmSimd(validate?: (bytes: Uint8Array<ArrayBuffer>) => boolean): boolean {
  try {
    return (validate ?? ((bytes) => WebAssembly.validate(bytes)))(SIMD_PROBE) === true;
  } catch {
    return false;
  }
}

/** The engine's wasm file for this browser. */
export function engineWasmUrl(simd: boolean = hasWasmSimd()): string {
  return simd ? simdUrl : plainUrl;
}
