import { describe, expect, it } from 'vitest';
import { loadReview, reviewKey, saveReview, type StoredReview } from './review-store';

class MemoryStorage {
  items = new Map<string, string>();
  limit = Infinity;
  getItem(k: string): string | null {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    if (v.length > this.limit) throw new Error('QuotaExceededError');
    this.items.set(k, v);
  }
}

const move = (ply: number) => ({ ply, seat: ply % 4, text: 'h2-h3', before: 10, after: 5, loss: 5, class: 'best', better: null, betterFrom: null, betterTo: null, choice: true, winChance: null });
const players = [0, 1, 2, 3].map((seat) => ({ seat, counts: [1, 0, 0, 0, 0], accuracy: 99.5 }));
const entry = (key: string): StoredReview => ({ key, ms: 100, date: 1_700_000_000_000, moves: [move(0), move(1)], players }) as StoredReview;

describe('review store', () => {
  it('keys a record by its text', () => {
    expect(reviewKey('1. h2-h3')).toBe(reviewKey('1. h2-h3'));
    expect(reviewKey('1. h2-h3')).not.toBe(reviewKey('1. h2-h4'));
  });

  it('keeps and finds a review, the newest first, at most twelve', () => {
    const s = new MemoryStorage() as unknown as Storage;
    for (let i = 0; i < 15; i++) expect(saveReview(entry(`k${i}`), s)).toBe(true);
    expect(loadReview('k14', s)?.moves.length).toBe(2);
    expect(loadReview('k3', s)).not.toBeNull();
    expect(loadReview('k2', s)).toBeNull();
    // Saving one again replaces it.
    saveReview({ ...entry('k14'), ms: 250 }, s);
    expect(loadReview('k14', s)?.ms).toBe(250);
  });

  it('drops damaged entries and survives damaged storage', () => {
    const s = new MemoryStorage();
    s.setItem('fourchess.reviews.v1', '{not json');
    expect(loadReview('k', s as unknown as Storage)).toBeNull();
    const bad = [{ ...entry('a'), moves: [{ ...move(0), class: 'brilliant' }] }, { ...entry('b'), players: [] }, { ...entry('c'), moves: [move(1)] }, entry('d')];
    s.setItem('fourchess.reviews.v1', JSON.stringify(bad));
    expect(['a', 'b', 'c'].map((k) => loadReview(k, s as unknown as Storage))).toEqual([null, null, null]);
    expect(loadReview('d', s as unknown as Storage)).not.toBeNull();
  });

  it('keeps which evaluation judged a review; one kept before that was recorded still loads; a foreign one is dropped', () => {
    const s = new MemoryStorage() as unknown as Storage;
    saveReview({ ...entry('learned'), evaluation: 'learned' }, s);
    saveReview(entry('older'), s);
    expect(loadReview('learned', s)?.evaluation).toBe('learned');
    expect(loadReview('older', s)?.evaluation).toBeUndefined();
    const raw = new MemoryStorage();
    raw.setItem('fourchess.reviews.v1', JSON.stringify([{ ...entry('odd'), evaluation: 'magic' }, { ...entry('hand'), evaluation: 'hand' }]));
    expect(loadReview('odd', raw as unknown as Storage)).toBeNull();
    expect(loadReview('hand', raw as unknown as Storage)?.evaluation).toBe('hand');
  });

  it('keeps fewer older reviews when the browser is full', () => {
    const s = new MemoryStorage();
    saveReview(entry('old'), s as unknown as Storage);
    s.limit = JSON.stringify([entry('new')]).length + 5;
    expect(saveReview(entry('new'), s as unknown as Storage)).toBe(true);
    expect(loadReview('old', s as unknown as Storage)).toBeNull();
    s.limit = 10;
    expect(saveReview(entry('newer'), s as unknown as Storage)).toBe(false);
    expect(loadReview('new', s as unknown as Storage)).not.toBeNull();
  });
});
