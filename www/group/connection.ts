// WebRTC with no signalling server: the offer and the answer travel as links (links.ts).
// Candidates are gathered before a description is handed out (no trickling), and each
// page's data channel is pre-negotiated (id 0), so nothing else needs to travel.
//
// Rejoining: a WebRTC offer can be answered once per RTCPeerConnection. The host keeps
// each seat's certificate and ICE credentials, and for a seat whose guest went away it
// makes a fresh connection with the same certificate and credentials (the offer's
// ufrag and password written back into its own fresh offer). The guest's page answers
// the very invitation it opened before; the host learns the guest's new address from the
// answer, and the guest learns the host's new port from the host's first ICE check.
import { compactSdp, expandSdp, withCredentials, type CompactSdp } from './sdp';

/** How long candidates are gathered before the link is made anyway. */
const GATHER_MS = 2500;
/** How long an answered connection may take to open before it is called failed. */
export const CONNECT_MS = 15_000;

export interface Channel {
  send(text: string): boolean;
  close(): void;
}

export interface Link {
  pc: RTCPeerConnection;
  channel: RTCDataChannel;
}

function iceServers(stun: string | null): RTCIceServer[] {
  return stun === null ? [] : [{ urls: stun }];
}

function gathered(pc: RTCPeerConnection): Promise<void> {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const done = (): void => {
      if (pc.iceGatheringState === 'complete') resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, GATHER_MS);
  });
}

function link(stun: string | null, certificate?: RTCCertificate): Link {
  const pc = new RTCPeerConnection({ iceServers: iceServers(stun), ...(certificate === undefined ? {} : { certificates: [certificate] }) });
  const channel = pc.createDataChannel('game', { negotiated: true, id: 0, ordered: true });
  return { pc, channel };
}

export function newCertificate(): Promise<RTCCertificate> {
  return RTCPeerConnection.generateCertificate({ name: 'ECDSA', namedCurve: 'P-256' } as EcKeyGenParams);
}

/**
 * The host's side for one seat: a connection and its offer. With `credentials` (a seat
 * whose guest went away) the offer keeps the first invitation's ICE ufrag and password.
 */
export async function makeOffer(stun: string | null, certificate: RTCCertificate, credentials?: { u: string; p: string }): Promise<{ link: Link; offer: CompactSdp }> {
  const l = link(stun, certificate);
  const offer = await l.pc.createOffer();
  const sdp = credentials === undefined ? offer.sdp ?? '' : withCredentials(offer.sdp ?? '', credentials.u, credentials.p);
  await l.pc.setLocalDescription({ type: 'offer', sdp });
  await gathered(l.pc);
  const compact = compactSdp(l.pc.localDescription?.sdp ?? '');
  if (compact === null) {
    l.pc.close();
    throw new Error('no usable offer');
  }
  if (credentials !== undefined) {
    compact.u = credentials.u;
    compact.p = credentials.p;
  }
  return { link: l, offer: compact };
}

/** The host takes a guest's answer for a seat's connection. */
export async function acceptAnswer(l: Link, answer: CompactSdp): Promise<void> {
  await l.pc.setRemoteDescription({ type: 'answer', sdp: expandSdp(answer, false) });
}

/** The guest's side: a connection answering an invitation's offer, and its answer. */
export async function makeAnswer(offer: CompactSdp, stun: string | null): Promise<{ link: Link; answer: CompactSdp }> {
  const l = link(stun);
  await l.pc.setRemoteDescription({ type: 'offer', sdp: expandSdp(offer, true) });
  await l.pc.setLocalDescription(await l.pc.createAnswer());
  await gathered(l.pc);
  const compact = compactSdp(l.pc.localDescription?.sdp ?? '');
  if (compact === null) {
    l.pc.close();
    throw new Error('no usable answer');
  }
  return { link: l, answer: compact };
}

/**
 * Calls `opened` when the channel opens, `closed` once when it closes or fails (a
 * connection that stops working counts as closed), and `failed` if it has not opened
 * within `timeoutMs` after `arm()` is called (the answer was given).
 */
export function watch(l: Link, on: { message: (data: unknown) => void; opened: () => void; closed: () => void; failed: () => void }): { arm: (timeoutMs?: number) => void } {
  let open = false;
  let over = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const end = (failed: boolean): void => {
    if (over) return;
    over = true;
    if (timer !== null) clearTimeout(timer);
    if (failed && !open) on.failed();
    else on.closed();
  };
  l.channel.addEventListener('open', () => {
    if (over) return;
    open = true;
    if (timer !== null) clearTimeout(timer);
    on.opened();
  });
  l.channel.addEventListener('message', (e) => on.message(e.data));
  l.channel.addEventListener('close', () => end(false));
  l.pc.addEventListener('connectionstatechange', () => {
    const s = l.pc.connectionState;
    if (s === 'failed' || s === 'closed') end(true);
    // "disconnected" may come back by itself; a closed peer page closes the channel.
  });
  return {
    arm: (timeoutMs = CONNECT_MS) => {
      if (timer !== null || open || over) return;
      timer = setTimeout(() => {
        if (!open) {
          end(true);
          l.pc.close();
        }
      }, timeoutMs);
    },
  };
}

export function send(l: Link, text: string): boolean {
  if (l.channel.readyState !== 'open') return false;
  try {
    l.channel.send(text);
    return true;
  } catch {
    return false;
  }
}
