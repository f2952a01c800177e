// Which game the game screen shows when it opens: a pure decision from what the address and
// the browser hold (unit-tested in start-plan.test.ts); pages/game.ts carries it out, step by
// step, going on to the next step when one finds nothing to show.

/** What the page finds when it opens. */
export interface StartFacts {
  /** The address's fragment: `#answer=` (a friend's answer), `#join=` (an invitation), `#g=` (a game), or anything else. */
  hash: string;
  /** The address asks for a particular game (`?variant=`, `?humans=`, `?fen4=`, `?clock=`). */
  explicit: boolean;
  /** The group session this tab had before a reload. */
  groupBefore: 'host' | 'guest' | null;
  /** The saved game of this tab (or the latest one): there, damaged, or none. */
  saved: 'ok' | 'bad' | 'none';
  /** A rule set was chosen on an earlier visit. */
  remembered: boolean;
  /** Shown inside another page (no first-visit card there). */
  embedded: boolean;
}

export type StartStep =
  /** A friend's answer opened in this tab: it goes to the host's tab; this tab shows no game (its save would fork the host's). */
  | { kind: 'answerOnly' }
  /** The game in the fragment (a share link, "play from here"); a bad link has said so, and the page goes on. */
  | { kind: 'shared' }
  /** A fresh game as the address asks; the address then loses those parameters (a reload resumes it). */
  | { kind: 'fromAddress' }
  /** A guest's page reloaded in group play: the group's game, never a local one. */
  | { kind: 'rejoinGroup' }
  /** The saved game; a host's page then takes its group up again. A save that fails to replay is set aside. */
  | { kind: 'resume'; thenHost: boolean }
  /** A new game of the remembered rule set; on the very first visit the rule set card with it. */
  | { kind: 'fresh'; welcome: boolean; thenHost: boolean };

/** The steps to try, in order (the last one always shows a game, or says why not). */
export function startPlan(f: StartFacts): StartStep[] {
  if (f.hash.startsWith('#answer=')) return [{ kind: 'answerOnly' }];
  // An invitation opens its dialog over this device's game: no shared game, no group of before.
  const invitation = f.hash.startsWith('#join=');
  const steps: StartStep[] = [];
  if (!invitation && /[#&]g=/.test(f.hash)) steps.push({ kind: 'shared' });
  if (f.explicit) return [...steps, { kind: 'fromAddress' }];
  const before = invitation ? null : f.groupBefore;
  if (before === 'guest') steps.push({ kind: 'rejoinGroup' });
  const thenHost = before === 'host';
  if (f.saved === 'ok') steps.push({ kind: 'resume', thenHost });
  steps.push({ kind: 'fresh', welcome: !f.remembered && f.saved === 'none' && !f.embedded && !invitation, thenHost });
  return steps;
}
