// Perft on the wasm build, run by Node: the wasm side of `fourchess bench`.
//   node scripts/wasm-bench.mjs [variant] [depth]
// Needs www/pkg (make wasm). Prints leaves per second, like the native bench.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import init, { perft } from '../www/pkg/fourchess_wasm.js';

const [variant = 'teams', depthText = '5'] = process.argv.slice(2);
const wasmPath = fileURLToPath(new URL('../www/pkg/fourchess_wasm_bg.wasm', import.meta.url));
await init({ module_or_path: await readFile(wasmPath) });
const depth = Number(depthText);
perft(variant, undefined, '', Math.min(depth, 3)); // warm up
const start = performance.now();
const nodes = perft(variant, undefined, '', depth);
const seconds = (performance.now() - start) / 1000;
console.log(`wasm perft ${depth} of ${variant}: ${nodes} leaves in ${seconds.toFixed(3)} s`);
console.log(`wasm movegen ${(nodes / seconds / 1e6).toFixed(2)} M leaves/s`);
