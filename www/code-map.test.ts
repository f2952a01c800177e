import { describe, expect, it } from 'vitest';
import map from '../docs/code-map.md?raw';

const CRATES = Object.keys(import.meta.glob('../crates/*/Cargo.toml')).map((f) => f.split('/')[2]!);
const SOURCES = import.meta.glob<string>(['./**/*.ts', '!./pkg/**'], { query: '?raw', import: 'default', eager: true });

describe('docs/code-map.md', () => {
  const folders = new Set(Object.keys(SOURCES).map((f) => f.split('/')).filter((p) => p.length > 2).map((p) => p[1]!));
  it('names every folder of www/', () => {
    expect(folders.size).toBeGreaterThan(5);
    for (const folder of folders) expect(map, folder).toContain(`\`www/${folder}\``);
  });
  it('names every crate', () => {
    expect(CRATES.length).toBeGreaterThan(3);
    for (const crate of CRATES) expect(map, crate).toContain(`\`crates/${crate}\``);
  });
});
