import { describe, expect, it } from 'vitest';
import { createStore } from './store';

function manualScheduler(): { schedule: (cb: () => void) => void; run: () => void; count: () => number } {
  let queue: (() => void)[] = [];
  return {
    schedule: (cb) => void queue.push(cb),
    run: () => {
      const q = queue;
      queue = [];
      q.forEach((cb) => cb());
    },
    count: () => queue.length,
  };
}

describe('createStore', () => {
  it('renders at most once per frame however many updates', () => {
    const frames = manualScheduler();
    const renders: number[] = [];
    const store = createStore({ n: 0 }, (s) => renders.push(s.n), frames.schedule);
    store.update((s) => s.n++);
    store.update((s) => s.n++);
    store.update((s) => s.n++);
    expect(frames.count()).toBe(1);
    expect(renders).toEqual([]);
    frames.run();
    expect(renders).toEqual([3]);
    frames.run();
    expect(renders).toEqual([3]);
  });

  it('schedules a new frame after a render', () => {
    const frames = manualScheduler();
    const renders: number[] = [];
    const store = createStore({ n: 0 }, (s) => renders.push(s.n), frames.schedule);
    store.update((s) => (s.n = 1));
    frames.run();
    store.update((s) => (s.n = 2));
    frames.run();
    expect(renders).toEqual([1, 2]);
  });

  it('flush renders a pending frame now, and only once', () => {
    const frames = manualScheduler();
    let renders = 0;
    const store = createStore({}, () => renders++, frames.schedule);
    store.flush();
    expect(renders).toBe(0);
    store.update(() => {});
    store.flush();
    frames.run();
    expect(renders).toBe(1);
  });
});
