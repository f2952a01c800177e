// package.json of the engine's ES module package (`make pkg`), printed to stdout.
import { readFileSync } from 'node:fs';

// The crate's version, or the workspace's when the crate inherits it.
const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const versionIn = (toml) => /^version\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
const version = versionIn(read('../crates/wasm/Cargo.toml')) ?? versionIn(read('../Cargo.toml')) ?? '0.1.0';
const pkg = {
  name: 'fourchess-engine',
  version,
  description: "Rules engine for four-player chess (Verney 1881, Teams, Free-for-all, Partnership Chaturanga), compiled to WebAssembly",
  type: 'module',
  main: './fourchess_wasm.js',
  module: './fourchess_wasm.js',
  types: './fourchess_wasm.d.ts',
  exports: {
    '.': { types: './fourchess_wasm.d.ts', default: './fourchess_wasm.js' },
    './fourchess_wasm_bg.wasm': './fourchess_wasm_bg.wasm',
    './fourchess_wasm_simd_bg.wasm': './fourchess_wasm_simd_bg.wasm',
    // The embedding helper (docs/embedding.md); from the package it needs `site`, the address of the site.
    './embed': { types: './embed.d.ts', default: './embed.js' },
  },
  files: ['fourchess_wasm.js', 'fourchess_wasm.d.ts', 'fourchess_wasm_bg.wasm', 'fourchess_wasm_simd_bg.wasm', 'fourchess_wasm_bg.wasm.d.ts', 'embed.js', 'embed.d.ts', 'README.md'],
  sideEffects: ['./fourchess_wasm.js'],
};
console.log(JSON.stringify(pkg, null, 2));
