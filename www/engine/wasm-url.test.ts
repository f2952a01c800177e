import { describe, expect, it } from 'vitest';
import { engineWasmUrl, hasWasmSimd, SIMD_PROBE } from './wasm-url';

describe('the engine build a browser loads', () => {
  it('the probe is a SIMD module: Node (V8) validates it, and not once its SIMD opcode is broken', () => {
    expect(WebAssembly.validate(SIMD_PROBE)).toBe(true);
    const broken = SIMD_PROBE.slice();
    broken[broken.length - 2] = 0xff;
    expect(WebAssembly.validate(broken)).toBe(false);
    expect(hasWasmSimd()).toBe(true);
  });

  it('a browser without SIMD, or whose validate throws or is missing, gets the plain build', () => {
    expect(hasWasmSimd(() => false)).toBe(false);
    expect(
      hasWasmSimd(() => {
        throw new Error('no WebAssembly');
      }),
    ).toBe(false);
    expect(hasWasmSimd(() => true)).toBe(true);
  });

  it('the two builds are different files: the SIMD one where SIMD runs, the plain one elsewhere', () => {
    expect(engineWasmUrl(true)).toMatch(/fourchess_wasm_simd_bg/);
    expect(engineWasmUrl(false)).toMatch(/fourchess_wasm_bg/);
    expect(engineWasmUrl(false)).not.toMatch(/simd/);
  });
});
