// The one mutate-then-redraw funnel: every change goes through update(),
// which mutates the plain-data state and schedules at most one render per frame.

export type Scheduler = (callback: () => void) => void;

export interface Store<S> {
  readonly state: S;
  update(mutate: (state: S) => void): void;
  /** Render now if a render is pending (tests, or before measuring the DOM). */
  flush(): void;
}

export function createStore<S>(
  state: S,
  render: (state: S) => void,
  schedule: Scheduler = (cb) => void requestAnimationFrame(cb),
): Store<S> {
  let pending = false;
  const run = (): void => {
    if (!pending) return;
    pending = false;
    render(state);
  };
  return {
    state,
    update(mutate) {
      mutate(state);
      if (!pending) {
        pending = true;
        schedule(run);
      }
    },
    flush: run,
  };
}
