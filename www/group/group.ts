// Group play's entry, loaded on demand (a dynamic import from pages/game.ts) when the host
// chooses "Play with friends" or a page opens an invitation (#join=) or an answer
// (#answer=). The game screen's bundle carries none of it.
import './group.css';
import { showNotice } from '../site/chrome';
import type { Choice } from '../ui/game-choice';
import { GroupGuest } from './guest';
import { GroupHost, type GroupDeps } from './host';
import { codeOf, readInvitation } from './links';
import { loadCertificates, readGuestSession, readHostSession, sessionStore, writeGuestSession, writeHostSession } from './session';
import { gt } from './texts';

export type { GroupDeps } from './host';

export interface GroupSession {
  /** After every change of the game's state (the host sends new positions). */
  changed(state: GroupDeps['store']['state']): void;
  /** Group play ends here (a new game at this device). */
  stop(): void;
}

/** The channel a page opened from an answer link uses to hand it to the host's tab. */
const CHANNEL = 'fourchess-group';

export async function startHosting(deps: GroupDeps, choice: Choice): Promise<GroupSession> {
  const host = new GroupHost(deps, choice);
  const session = hostSession(host);
  await host.begin();
  return session;
}

/** The BroadcastChannel that takes answers from other tabs, and the session's handle. */
function hostSession(host: GroupHost): GroupSession {
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(CHANNEL);
    // The answer's tab sends again until it hears back: each answer is taken once.
    const handed = new Set<string>();
    channel.addEventListener('message', (e: MessageEvent<unknown>) => {
      const data = e.data as { answer?: unknown } | null;
      const code = data?.answer;
      if (typeof code !== 'string' || code.length >= 5000 || handed.has(code)) return;
      handed.add(code);
      void host.pasteFromTab(code).then((ok) => ok && channel?.postMessage({ taken: code }));
    });
  } catch {
    // No BroadcastChannel: answers are pasted.
  }
  return {
    changed: (s) => host.changed(s),
    stop: () => {
      channel?.close();
      host.stop();
    },
  };
}

/** A page opened with #join=...: the invitation's dialog (or a message if it is bad). */
export async function openInvitation(deps: GroupDeps, hash: string): Promise<GroupSession | null> {
  const read = await readInvitation(codeOf(hash, 'join'));
  if (!read.ok) {
    showNotice(gt('guest.badInvite', { reason: gt(`reason.${read.error}`) }), 'error');
    return null;
  }
  // A new invitation opened here ends any group session this tab had.
  writeHostSession(sessionStore(), null);
  writeGuestSession(sessionStore(), null);
  const guest = new GroupGuest(deps, read.value, codeOf(hash, 'join'));
  guest.open();
  return { changed: () => {}, stop: () => guest.stop() };
}

/** Which group session this tab had before a reload (checked before the saved game loads). */
export function pendingSession(): 'host' | 'guest' | null {
  const store = sessionStore();
  return readGuestSession(store) !== null ? 'guest' : readHostSession(store) !== null ? 'host' : null;
}

/**
 * A guest's page reloaded: the last position the host sent, not connected, and "Back to
 * my seat". Null (and the session forgotten) if the invitation no longer reads.
 */
export async function resumeGuest(deps: GroupDeps): Promise<GroupSession | null> {
  const session = readGuestSession(sessionStore());
  if (session === null) return null;
  const read = await readInvitation(session.code);
  if (!read.ok) {
    writeGuestSession(sessionStore(), null);
    return null;
  }
  const guest = new GroupGuest(deps, read.value, session.code);
  await guest.resume(session);
  return { changed: () => {}, stop: () => guest.stop() };
}

/**
 * The host's page reloaded: the same group, its invitations and the game (the saved game
 * this page resumed, `resumedGameId`). Where that cannot be (the certificates are gone,
 * another game loaded), the page says group play ended and what to do, and null.
 */
export async function resumeHosting(deps: GroupDeps, resumedGameId: string | null): Promise<GroupSession | null> {
  const store = sessionStore();
  const session = readHostSession(store);
  if (session === null) return null;
  writeHostSession(store, null);
  const certificates = await loadCertificates(session.id);
  const ended = (): null => {
    // The guests' seats of the resumed game go to bots (nobody can come back to them).
    if (session.gameId !== null && session.gameId === resumedGameId) for (const seat of session.seats) deps.game.setSeat(seat.seat, { kind: 'bot', level: session.awayLevel });
    showNotice(gt('notice.ended'), 'info');
    return null;
  };
  if (certificates === null) return ended();
  let host: GroupHost;
  try {
    host = new GroupHost(deps, session.choice, session.id);
  } catch {
    return ended();
  }
  const handle = hostSession(host);
  if (!(await host.resume(session, certificates, session.gameId !== null && session.gameId === resumedGameId))) {
    handle.stop();
    return ended();
  }
  return handle;
}

/**
 * A page opened with #answer=... (the host tapped the link a guest sent): hands it to
 * the host's tab on this device, or says to paste it there.
 */
export function passAnswer(hash: string): void {
  const code = codeOf(hash, 'answer');
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(CHANNEL);
  } catch {
    showNotice(gt('answer.paste'), 'info');
    return;
  }
  // Sent a few times (a game tab busy at that moment still gets it); no answer within
  // 1.5 s: the person is told to paste it, and a late "taken" still says it went.
  const sends = [0, 300, 1000].map((ms) => setTimeout(() => channel.postMessage({ answer: code }), ms));
  let pasteIt: HTMLElement | null = null;
  const timer = setTimeout(() => (pasteIt = showNotice(gt('answer.paste'), 'info')), 1500);
  const giveUp = setTimeout(() => channel.close(), 30000);
  channel.addEventListener('message', (e: MessageEvent<unknown>) => {
    if ((e.data as { taken?: unknown } | null)?.taken !== code) return;
    for (const t of [...sends, timer, giveUp]) clearTimeout(t);
    pasteIt?.remove();
    showNotice(gt('answer.passed'), 'info');
    channel.close();
  });
}
