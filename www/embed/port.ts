// The frame's end of the message API: commands only from the parent window, checked whole
// (commands.ts) and applied one at a time in the order they came; every answer and report
// goes to the parent. Loaded only by a page shown in a frame.
import type { Command, ErrorCode, FrameMessage } from './api';
import { readCommand, refusal } from './commands';

/** A command the page cannot apply: its code and a sentence for the site's developer. */
export class Refused extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface FramePort {
  post(message: FrameMessage): void;
  /** Applies each command (a throw of Refused, or of anything, answers `error`); `done` follows for a command with an `id`. */
  listen(apply: (command: Command) => Promise<void>): void;
  /** Sends `size` now and whenever the element's height changes. */
  followSize(element: HTMLElement): void;
}

/** The page's port, or null when the page is not inside a frame. */
export function framePort(): FramePort | null {
  const parent = window.parent;
  if (parent === window) return null;
  // Messages carry only what the board shows; the embedding page may be on any origin.
  const post = (message: FrameMessage): void => parent.postMessage(message, '*');
  let queue: Promise<void> = Promise.resolve();
  return {
    post,
    listen(apply) {
      window.addEventListener('message', (event) => {
        // Only the page around the frame gives commands; another window's message is ignored.
        if (event.source !== parent) return;
        const read = readCommand(event.data);
        if (read.kind === 'ignore') return;
        if (read.kind === 'refuse') {
          post(refusal(read));
          return;
        }
        const command = read.command;
        queue = queue.then(async () => {
          try {
            await apply(command);
            if (command.id !== undefined) post({ fourchess: 1, type: 'done', id: command.id });
          } catch (error) {
            const code: ErrorCode = error instanceof Refused ? error.code : 'bad-message';
            const message = error instanceof Error ? error.message : String(error);
            post({ fourchess: 1, type: 'error', code, message: message.slice(0, 500), ...(command.id === undefined ? {} : { id: command.id }) });
          }
        });
      });
    },
    followSize(element) {
      let last = -1;
      const send = (): void => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (height === last || height === 0) return;
        last = height;
        post({ fourchess: 1, type: 'size', height });
      };
      new ResizeObserver(send).observe(element);
      send();
    },
  };
}
