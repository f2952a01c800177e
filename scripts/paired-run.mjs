#!/usr/bin/env node
// Paired timing of two builds of the same command, for a machine shared with other
// work: each pair runs the old and the new binary back to back (the order alternating
// from pair to pair), so a load that comes and goes weighs on both alike. Prints each
// pair's times and ratio (old / new: above 1 means the new one is faster), then the
// median ratio. The two runs' standard output must agree (perft counts, node counts).
//
//   node scripts/paired-run.mjs [--pairs N] OLD_BINARY NEW_BINARY -- ARGS...
//   node scripts/paired-run.mjs --pairs 11 /tmp/base-target/fourchess target/release/fourchess -- perft --variant teams 6

import { spawnSync } from 'node:child_process';

function usage(message) {
  console.error(`paired-run: ${message}\nusage: node scripts/paired-run.mjs [--pairs N] OLD NEW -- ARGS...`);
  process.exit(2);
}

const argv = process.argv.slice(2);
let pairs = 7;
if (argv[0] === '--pairs') {
  pairs = Number(argv[1]);
  if (!Number.isInteger(pairs) || pairs < 1) usage(`--pairs wants a positive whole number, not '${argv[1]}'`);
  argv.splice(0, 2);
}
const dashes = argv.indexOf('--');
if (dashes !== 2) usage('give the old and the new binary, then -- and the arguments');
const [oldBin, newBin] = argv;
const args = argv.slice(3);

function timed(bin) {
  const start = process.hrtime.bigint();
  const run = spawnSync(bin, args, { encoding: 'utf8', maxBuffer: 64 << 20 });
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.error) usage(`${bin}: ${run.error.message}`);
  if (run.status !== 0) usage(`${bin} exited ${run.status}: ${run.stderr.trim()}`);
  return { secs, out: run.stdout };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

console.log(`command: ${args.join(' ')}\nold: ${oldBin}\nnew: ${newBin}\npair  old s   new s   old/new`);
const ratios = [];
const olds = [];
const news = [];
for (let i = 0; i < pairs; i++) {
  let a;
  let b;
  if (i % 2 === 0) {
    a = timed(oldBin);
    b = timed(newBin);
  } else {
    b = timed(newBin);
    a = timed(oldBin);
  }
  if (a.out !== b.out) usage(`the outputs differ:\nold: ${a.out.trim()}\nnew: ${b.out.trim()}`);
  olds.push(a.secs);
  news.push(b.secs);
  ratios.push(a.secs / b.secs);
  console.log(`${String(i + 1).padStart(4)}  ${a.secs.toFixed(3)}  ${b.secs.toFixed(3)}  ${(a.secs / b.secs).toFixed(2)}`);
}
const lo = Math.min(...ratios).toFixed(2);
const hi = Math.max(...ratios).toFixed(2);
console.log(
  `median old ${median(olds).toFixed(3)} s, new ${median(news).toFixed(3)} s; ` +
    `median ratio ${median(ratios).toFixed(2)}x (range ${lo}-${hi}, ${pairs} pairs)`,
);
