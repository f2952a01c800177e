import { describe, expect, it } from 'vitest';
import { gameKey, KEPT, keepLines, keptLines, type LineStorage } from './kept-lines';

function memory(): LineStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}
const line = (m: string) => [{ at: 0, moves: [m], variations: [] }];

describe('side lines kept per game', () => {
  it('keys a game by its record', () => {
    expect(gameKey('1. h2-h3')).toMatch(/^[0-9a-f]{16}$/);
    expect(gameKey('1. h2-h3')).toBe(gameKey('1. h2-h3'));
    expect(gameKey('1. h2-h3')).not.toBe(gameKey('1. h2-h4'));
  });

  it('keeps, replaces and forgets a game’s lines', () => {
    const s = memory();
    expect(keptLines(s, 'g')).toBeNull();
    keepLines(s, 'g', line('a'), 1);
    keepLines(s, 'h', line('b'), 2);
    expect(keptLines(s, 'g')).toEqual(line('a'));
    keepLines(s, 'g', line('c'), 3);
    expect(keptLines(s, 'g')).toEqual(line('c'));
    keepLines(s, 'g', [], 4);
    expect(keptLines(s, 'g')).toBeNull();
    expect(keptLines(s, 'h')).toEqual(line('b'));
  });

  it(`keeps the last ${KEPT} games; survives unreadable or refused storage`, () => {
    const s = memory();
    for (let i = 0; i < KEPT + 5; i++) keepLines(s, `g${i}`, line('a'), i);
    expect(keptLines(s, 'g0')).toBeNull();
    expect(keptLines(s, 'g4')).toBeNull();
    expect(keptLines(s, 'g5')).toEqual(line('a'));
    expect(Object.keys(JSON.parse(s.map.get('fourchess.analysis.lines')!))).toHaveLength(KEPT);
    s.map.set('fourchess.analysis.lines', '{broken');
    expect(keptLines(s, 'g5')).toBeNull();
    keepLines(s, 'g', line('a'), 1);
    expect(keptLines(s, 'g')).toEqual(line('a'));
    const refusing: LineStorage = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(keptLines(refusing, 'g')).toBeNull();
    expect(() => keepLines(refusing, 'g', line('a'), 1)).not.toThrow();
    expect(keptLines(null, 'g')).toBeNull();
  });
});
