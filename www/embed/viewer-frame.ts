// The viewer inside a frame (replay.html?embed=1 in another page): `ready` once a record
// shows, `position` after every step, `size`; commands load, goto and orientation (a viewer
// starts no game: `new` is refused). Loaded on demand, only in a frame.
import type { Command, Variant } from './api';
import { isVariant } from './commands';
import { framePort, Refused, type FramePort } from './port';

export interface Shown {
  variant: string;
  fen4: string;
  ply: number;
  plies: number;
}

export interface ViewerDeps {
  /** Shows a record (or a position as a record without moves); throws Refused when it does not read. */
  load(what: { pgn4: string } | { fen4: string; variant: Variant }): Promise<void>;
  goto(ply: number): void;
  orient(seat: number | null): void;
  /** What is shown now; null before the first record. */
  shown(): Shown | null;
}

export interface ViewerFrame {
  /** The viewer showed another position or record. */
  changed(): void;
}

export function startViewerFrame(deps: ViewerDeps, port: FramePort | null = framePort()): ViewerFrame | null {
  if (port === null) return null;
  let ready = false;
  let last = '';
  function changed(): void {
    const s = deps.shown();
    if (s === null || !isVariant(s.variant)) return;
    const key = `${s.fen4}|${s.ply}|${s.plies}`;
    if (ready && key === last) return;
    last = key;
    if (!ready) {
      ready = true;
      port!.post({ fourchess: 1, type: 'ready', page: 'viewer', variant: s.variant, fen4: s.fen4, plies: s.plies });
    } else port!.post({ fourchess: 1, type: 'position', variant: s.variant, fen4: s.fen4, ply: s.ply, plies: s.plies });
  }

  async function apply(c: Command): Promise<void> {
    if (!ready) throw new Refused('not-ready', 'the frame has not said `ready` yet');
    switch (c.type) {
      case 'load':
        return deps.load('pgn4' in c ? { pgn4: c.pgn4 } : { fen4: c.fen4, variant: c.variant });
      case 'goto': {
        const plies = deps.shown()?.plies ?? 0;
        if (c.ply > plies) throw new Refused('bad-ply', `the record has ${plies} entries`);
        deps.goto(c.ply);
        return;
      }
      case 'orientation':
        deps.orient(c.seat);
        return;
      case 'new':
        throw new Refused('not-here', 'the viewer shows records; `new` is for the game screen (index.html?embed=1)');
    }
  }

  port.listen(apply);
  port.followSize(document.body);
  changed();
  return { changed };
}
