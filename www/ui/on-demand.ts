// A part of the game screen that only some games need (the dice panel of Chaturanga):
// loaded the first time the state asks for it, so that the first visit does not carry it.

export interface OnDemand<T> {
  /** The part, once loaded; null before. */
  readonly part: T | null;
  /** Starts loading the part when `state` needs it (once); `loaded` runs when it is there. */
  want(needed: boolean): void;
}

export function onDemand<T>(load: () => Promise<T>, loaded: () => void): OnDemand<T> {
  let part: T | null = null;
  let loading = false;
  return {
    get part() {
      return part;
    },
    want(needed) {
      if (!needed || loading) return;
      loading = true;
      void load().then(
        (p) => {
          part = p;
          loaded();
        },
        // A failed load (offline before the app was cached): the next need tries again.
        () => {
          loading = false;
        },
      );
    },
  };
}
