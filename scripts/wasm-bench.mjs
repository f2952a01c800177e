// The wasm side of `fourchess bench`, run by Node, for both engine builds (plain and
// SIMD, www/pkg/fourchess_wasm_bg.wasm and fourchess_wasm_simd_bg.wasm): perft leaves per
// second, then the bot's search nodes per second and depth reached in about one second
// (level 5) from the start position; in Free-for-all, where level 5 stops at five plies,
// in up to three seconds (level 6).
//   node scripts/wasm-bench.mjs [variant] [depth]
// Needs www/pkg (make wasm).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const [variant = 'teams', depthText = '5'] = process.argv.slice(2);
const depth = Number(depthText);
for (const build of ['plain', 'simd']) {
  // Each build in a module instance of its own (the glue keeps its instance in the module).
  const { default: init, perft, Engine, Bot } = await import(`../www/pkg/fourchess_wasm.js?${build}`);
  const file = build === 'simd' ? 'fourchess_wasm_simd_bg.wasm' : 'fourchess_wasm_bg.wasm';
  await init({ module_or_path: await readFile(fileURLToPath(new URL(`../www/pkg/${file}`, import.meta.url))) });
  perft(variant, undefined, '', Math.min(depth, 3)); // warm up
  let start = performance.now();
  const nodes = perft(variant, undefined, '', depth);
  let seconds = (performance.now() - start) / 1000;
  console.log(`wasm (${build}) perft ${depth} of ${variant}: ${nodes} leaves in ${seconds.toFixed(3)} s`);
  console.log(`wasm (${build}) movegen ${(nodes / seconds / 1e6).toFixed(2)} M leaves/s`);

  const engine = new Engine(variant);
  const bot = new Bot(32);
  start = performance.now();
  const level = variant === 'ffa' ? 6 : 5;
  const found = bot.bestMove(engine, level, 1);
  seconds = (performance.now() - start) / 1000;
  console.log(
    `wasm (${build}) search ${variant} (level ${level}) depth ${found.depth} in ${seconds.toFixed(2)} s, ${found.nodes} nodes, ` +
      `${(found.nodes / seconds / 1e6).toFixed(2)} M nodes/s, best ${found.move}`,
  );
}
