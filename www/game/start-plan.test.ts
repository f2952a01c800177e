import { describe, expect, it } from 'vitest';
import { startPlan, type StartFacts } from './start-plan';

const facts = (f: Partial<StartFacts> = {}): StartFacts => ({ hash: '', explicit: false, groupBefore: null, saved: 'none', remembered: true, embedded: false, ...f });
const kinds = (f: Partial<StartFacts>): string[] => startPlan(facts(f)).map((s) => s.kind);

describe('which game the game screen opens with', () => {
  it('a first visit: a fresh game with the rule set card; later visits without it', () => {
    expect(startPlan(facts({ remembered: false }))).toEqual([{ kind: 'fresh', welcome: true, thenHost: false }]);
    expect(startPlan(facts())).toEqual([{ kind: 'fresh', welcome: false, thenHost: false }]);
    // Embedded, or with an invitation open, or after a damaged save: no card.
    expect(startPlan(facts({ remembered: false, embedded: true }))[0]).toMatchObject({ welcome: false });
    expect(startPlan(facts({ remembered: false, hash: '#join=abc' }))[0]).toMatchObject({ welcome: false });
    expect(startPlan(facts({ remembered: false, saved: 'bad' }))[0]).toMatchObject({ welcome: false });
  });

  it('the saved game, and a fresh one if it does not replay', () => {
    expect(kinds({ saved: 'ok' })).toEqual(['resume', 'fresh']);
    expect(startPlan(facts({ saved: 'ok', remembered: false }))[1]).toMatchObject({ welcome: false });
  });

  it('a shared game wins over the saved one; a bad link goes on as usual', () => {
    expect(kinds({ hash: '#g=abc', saved: 'ok' })).toEqual(['shared', 'resume', 'fresh']);
  });

  it('an address that asks for a game starts it (after a shared game in the fragment)', () => {
    expect(kinds({ explicit: true, saved: 'ok', groupBefore: 'guest' })).toEqual(['fromAddress']);
    expect(kinds({ explicit: true, hash: '#g=abc' })).toEqual(['shared', 'fromAddress']);
  });

  it('a friend\'s answer opened here shows no game at all', () => {
    expect(kinds({ hash: '#answer=xyz', explicit: true, saved: 'ok', groupBefore: 'guest' })).toEqual(['answerOnly']);
  });

  it('a reloaded group page: the guest rejoins first, the host resumes its game and then its group', () => {
    expect(kinds({ groupBefore: 'guest', saved: 'ok' })).toEqual(['rejoinGroup', 'resume', 'fresh']);
    expect(startPlan(facts({ groupBefore: 'host', saved: 'ok' }))).toEqual([
      { kind: 'resume', thenHost: true },
      { kind: 'fresh', welcome: false, thenHost: true },
    ]);
    // An invitation opened in a tab that was in a group: the invitation, not the old group.
    expect(kinds({ hash: '#join=abc', groupBefore: 'guest', saved: 'ok' })).toEqual(['resume', 'fresh']);
    expect(startPlan(facts({ hash: '#join=abc', groupBefore: 'host' }))).toEqual([{ kind: 'fresh', welcome: false, thenHost: false }]);
  });
});
