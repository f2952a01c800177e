// The game screen's end of group play: which session this tab runs (host, guest or none),
// and the ways into one (New game with a friend's seat, an invitation or an answer in the
// address, a reload in a group). Small and loaded with the game screen; everything else of
// group play (./group.ts and what it uses) loads on demand, the first time it is needed.
import type { Choice } from '../ui/game-choice';
import { webStorage } from '../game/save';
import type { GroupDeps, GroupSession } from './group';

export class PageGroup {
  private session: GroupSession | null = null;

  /** `deps` builds what a session needs (the game, the store, the panel, seat names). */
  constructor(
    private readonly deps: () => Promise<GroupDeps>,
    private readonly gameId: () => string,
  ) {}

  /** After every change of the game's state (a host sends new positions at once). */
  changed(state: GroupDeps['store']['state']): void {
    this.session?.changed(state);
  }

  /** Group play ends here (a new game at this device, another game opened). */
  stop(): void {
    this.session?.stop();
    this.session = null;
  }

  /** Hosts a group for a new game with seats for friends at other devices. */
  async host(choice: Choice): Promise<void> {
    const { startHosting } = await import('./group');
    this.stop();
    this.session = await startHosting(await this.deps(), choice);
  }

  /** The group session this tab had before a reload (session.ts keeps it in sessionStorage). */
  before(): 'host' | 'guest' | null {
    const s = webStorage('sessionStorage');
    return s?.getItem('fourchess.group.guest') != null ? 'guest' : s?.getItem('fourchess.group.host') != null ? 'host' : null;
  }

  /** Takes that session up: a guest's page rejoins its group's game, a host's page its group (after its game resumed). */
  async resume(kind: 'host' | 'guest'): Promise<boolean> {
    const g = await import('./group');
    this.stop();
    this.session = kind === 'guest' ? await g.resumeGuest(await this.deps()) : await g.resumeHosting(await this.deps(), this.gameId());
    return this.session !== null;
  }

  /** An invitation (#join=) or an answer (#answer=) opened in this tab; false for any other fragment. */
  openLink(hash: string, atStart = false): boolean {
    if (!/^#(join|answer)=/.test(hash)) return false;
    // An answer that opened this tab stays in the address: if no game tab takes it, the
    // person copies it from there. (In a game tab it goes: a reload resumes the game.)
    if (!(atStart && hash.startsWith('#answer='))) {
      // The fragment goes from the address (site/handoff.ts clearHandoff, written here: importing
      // it would bring the share-link code back into the game screen's first bytes).
      const url = new URL(window.location.href);
      url.hash = '';
      history.replaceState(history.state, '', url);
    }
    void import('./group').then(async (g) => {
      if (hash.startsWith('#answer=')) return g.passAnswer(hash);
      this.stop();
      this.session = await g.openInvitation(await this.deps(), hash);
    });
    return true;
  }
}
