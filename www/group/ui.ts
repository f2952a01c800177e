// DOM pieces shared by the host's and the guest's views: elements, a QR code drawn as
// SVG (no innerHTML), copying, the camera's barcode reader where the browser has one.
import qrcode from 'qrcode-generator';
import { toBase64Url } from '../site/packing';
import { webStorage } from '../game/save';
import { gt, type GroupKey } from './texts';

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

export function button(key: GroupKey, onClick: () => void, attrs: Record<string, string> = {}): HTMLButtonElement {
  const b = el('button', { type: 'button', ...attrs }, gt(key));
  b.addEventListener('click', onClick);
  return b;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A QR code of `text` as an SVG picture (dark modules as one path, a quiet zone of 4). */
export function qrSvg(text: string, label: string): SVGSVGElement {
  const q = qrcode(0, 'L');
  q.addData(text, 'Byte');
  q.make();
  const n = q.getModuleCount();
  let d = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (q.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${n + 8} ${n + 8}`);
  svg.setAttribute('class', 'group-qr');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const bg = document.createElementNS(SVG, 'rect');
  bg.setAttribute('width', String(n + 8));
  bg.setAttribute('height', String(n + 8));
  bg.setAttribute('fill', '#fff');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(bg, path);
  return svg;
}

/** Copies text; says in `status` whether it worked. */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement, status: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = gt('host.copied');
  } catch {
    field.select();
    status.textContent = gt('host.copyFailed');
  }
}

/** Whether the browser offers its own share sheet (Web Share API: phones, some desktops). */
export function canShare(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * A read-only field with a Copy button (and, where the browser has one, a Share button
 * that opens the system's share sheet: a chat app, mail...) and a status line.
 */
export function copyField(labelKey: GroupKey, value: string, hook: Record<string, string>, shareTitle?: string): HTMLElement {
  const input = el('input', { type: 'text', readonly: '', spellcheck: 'false', class: 'group-link io-text', ...hook });
  input.value = value;
  const status = el('span', { class: 'group-copy-status', role: 'status' });
  const copy = button('guest.copy', () => void copyText(input.value, input, status));
  const share =
    shareTitle !== undefined && canShare()
      ? [
          button(
            'guest.shareLink',
            () =>
              void navigator.share({ title: shareTitle, text: shareTitle, url: input.value }).then(
                () => (status.textContent = ''),
                (error: unknown) => {
                  // Closing the share sheet is no failure.
                  if (!(error instanceof DOMException && error.name === 'AbortError')) status.textContent = gt('host.shareFailed');
                },
              ),
            { class: 'primary', 'data-group-share': '' },
          ),
        ]
      : [];
  return el('div', { class: 'group-copy' }, el('label', { class: 'stacked' }, el('span', {}, gt(labelKey)), input), el('div', { class: 'group-copy-row' }, ...share, copy, status));
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** Whether the browser offers a QR code reader (BarcodeDetector) and a camera. */
export function canScan(): boolean {
  return 'BarcodeDetector' in globalThis && navigator.mediaDevices?.getUserMedia !== undefined;
}

/** Reads one QR code with the camera; `stop()` ends it. Calls `found` once. */
export async function scanQr(video: HTMLVideoElement, found: (text: string) => void, failed: (error: string) => void): Promise<() => void> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  } catch (error) {
    failed(error instanceof Error ? error.message : String(error));
    return () => {};
  }
  const Ctor = (globalThis as unknown as { BarcodeDetector: new (o: { formats: string[] }) => Detector }).BarcodeDetector;
  const detector = new Ctor({ formats: ['qr_code'] });
  video.srcObject = stream;
  video.hidden = false;
  await video.play().catch(() => {});
  let running = true;
  const stop = (): void => {
    running = false;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
    video.hidden = true;
  };
  const look = async (): Promise<void> => {
    if (!running) return;
    try {
      const codes = await detector.detect(video);
      const text = codes[0]?.rawValue;
      if (text !== undefined && text !== '') {
        stop();
        found(text);
        return;
      }
    } catch {
      // A frame that could not be read: try the next one.
    }
    setTimeout(() => void look(), 300);
  };
  void look();
  return stop;
}

/** Random text for a seat token (base64url). */
export function randomToken(bytes = 18): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function storage(): Storage | null {
  return webStorage('localStorage');
}

const STUN_KEY = 'fourchess.group.stun';

/** The STUN server the user named (null: none, one network only). */
export function savedStun(): string | null {
  const v = storage()?.getItem(STUN_KEY) ?? '';
  return v === '' ? null : v;
}

export function saveStun(value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(STUN_KEY);
    else storage()?.setItem(STUN_KEY, value);
  } catch {
    // Not remembered: it still holds for this page.
  }
}
