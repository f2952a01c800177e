// The helper for pages that embed the game or the viewer (shipped as dist/embed.js, an ES
// module with dist/embed.d.ts beside it; docs/embedding.md):
//
//   import { mount } from 'https://example.org/fourchess/embed.js';
//   const board = mount(document.querySelector('#game'), { variant: 'teams', humans: [0], level: 3, onMove: (m) => console.log(m.move) });
//   await board.load({ pgn4 });
//
// It makes the iframe, follows its `size` messages, and turns commands into promises that
// the frame's `done` or `error` settles. Self-contained: it imports types only, so the build
// gives it no shared chunk and a page can load it from another origin as one file.
import type { Command, EmbedHandle, ErrorMessage, FrameMessage, MountOptions, ReadyMessage, Variant } from './api';

/** Where embed.js itself was loaded from: the site's folder. */
const HERE = new URL(/* @vite-ignore */ './', import.meta.url).href;

/** A refusal from the frame, as an Error with the frame's code. */
export class EmbedError extends Error {
  constructor(
    readonly code: ErrorMessage['code'],
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'EmbedError';
  }
}

/** The frame's address for these options (the options that can go in the address go there). */
export function frameAddress(options: MountOptions, site: string): string {
  const page = options.page ?? 'game';
  const q = new URLSearchParams({ embed: '1' });
  if (options.lang !== undefined) q.set('lang', options.lang);
  if (page === 'game') {
    if (options.variant !== undefined) q.set('variant', options.variant);
    if (options.humans !== undefined) q.set('humans', options.humans.join(','));
    if (options.level !== undefined) q.set('level', String(options.level));
    if (options.clock !== undefined) q.set('clock', options.clock);
    if (options.botDelay !== undefined) q.set('delay', String(options.botDelay));
    if (options.fen4 !== undefined && options.pgn4 === undefined) q.set('fen4', options.fen4);
  } else if (options.autoplay !== undefined && options.autoplay !== false) {
    q.set('autoplay', options.autoplay === true ? '1' : String(options.autoplay));
  }
  return new URL(`${page === 'game' ? 'index.html' : 'replay.html'}?${q.toString()}`, site).href;
}

/** Puts the game screen (or the viewer) in `element`, in an iframe that talks to this page. */
export function mount(element: HTMLElement, options: MountOptions = {}): EmbedHandle {
  const siteText = options.site ?? HERE;
  const site = new URL(siteText.endsWith('/') ? siteText : `${siteText}/`, document.baseURI).href;
  const origin = new URL(site).origin;
  const frame = document.createElement('iframe');
  frame.src = frameAddress(options, site);
  frame.title = options.page === 'viewer' ? 'Four-player chess: game viewer' : 'Four-player chess';
  frame.style.border = '0';
  frame.style.display = 'block';
  frame.style.width = options.width ?? '100%';
  frame.style.height = `${options.height ?? 600}px`;
  frame.setAttribute('allow', 'clipboard-write');

  let nextId = 1;
  const pending = new Map<string, { ok: () => void; fail: (e: Error) => void }>();
  let markReady: (m: ReadyMessage) => void = () => {};
  const ready = new Promise<ReadyMessage>((ok) => (markReady = ok));
  let isReady = false;

  function send(command: Command): Promise<void> {
    return ready.then(
      () =>
        new Promise<void>((ok, fail) => {
          const id = `fc${nextId++}`;
          pending.set(id, { ok, fail });
          frame.contentWindow?.postMessage({ ...command, id }, origin);
        }),
    );
  }

  function onMessage(event: MessageEvent): void {
    // Only the frame this call made, from the site's origin.
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const m = event.data as FrameMessage | null;
    if (typeof m !== 'object' || m === null || m.fourchess !== 1) return;
    switch (m.type) {
      case 'ready': {
        const first = !isReady;
        isReady = true;
        markReady(m);
        options.onReady?.(m);
        // The record or position the options name, once (a reloaded frame keeps its own game).
        if (first && options.pgn4 !== undefined) void send({ fourchess: 1, type: 'load', pgn4: options.pgn4 }).catch(report);
        else if (first && options.fen4 !== undefined && options.page === 'viewer' && options.variant !== undefined) {
          void send({ fourchess: 1, type: 'load', fen4: options.fen4, variant: options.variant }).catch(report);
        }
        return;
      }
      case 'move':
        options.onMove?.(m);
        return;
      case 'over':
        options.onOver?.(m);
        return;
      case 'position':
        options.onPosition?.(m);
        return;
      case 'size':
        if (options.height === undefined && Number.isFinite(m.height) && m.height > 0) frame.style.height = `${Math.min(20_000, Math.ceil(m.height))}px`;
        return;
      case 'done': {
        const p = pending.get(String(m.id));
        pending.delete(String(m.id));
        p?.ok();
        return;
      }
      case 'error': {
        const p = m.id === undefined ? undefined : pending.get(String(m.id));
        if (p === undefined) options.onError?.(m);
        else {
          pending.delete(String(m.id));
          p.fail(new EmbedError(m.code, m.message));
        }
        return;
      }
    }
  }

  /** A failure of a command the helper sent itself: the page hears of it as an error message. */
  function report(error: unknown): void {
    if (error instanceof EmbedError) options.onError?.({ fourchess: 1, type: 'error', code: error.code, message: error.message });
  }

  window.addEventListener('message', onMessage);
  element.append(frame);

  return {
    frame,
    ready,
    load: (what) => send({ fourchess: 1, type: 'load', ...what } as Command),
    newGame: (game: { variant: Variant; humans?: number[]; level?: number; clock?: string }) => send({ fourchess: 1, type: 'new', ...game }),
    orientation: (seat) => send({ fourchess: 1, type: 'orientation', seat }),
    goto: (ply) => send({ fourchess: 1, type: 'goto', ply }),
    destroy() {
      window.removeEventListener('message', onMessage);
      frame.remove();
      for (const p of pending.values()) p.fail(new EmbedError('not-ready', 'the frame was removed'));
      pending.clear();
    },
  };
}
