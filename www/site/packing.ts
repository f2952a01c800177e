// Bytes made short and link-safe: deflate-raw (the browser's CompressionStream) and
// base64url, each with a limit so that a hostile link cannot unpack into a flood. Shared
// by share links (share.ts) and group play's invitations and answers (www/group/).

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws on characters outside base64url (callers check them first for a clear error). */
export function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}

/** Runs bytes through a (de)compression stream; throws past `limit` bytes out. */
async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit: number): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  void writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      void reader.cancel().catch(() => {});
      throw new Error('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** deflate-raw, at most `limit` bytes out. */
export function deflate(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  return pipe(bytes, new CompressionStream('deflate-raw'), limit);
}

/** inflate-raw, at most `limit` bytes out (a throw past it or on damaged data). */
export function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  return pipe(bytes, new DecompressionStream('deflate-raw'), limit);
}

/** `value` as JSON, deflated and in base64url (at most `limit` bytes deflated). */
export async function packJson(value: unknown, limit: number): Promise<string> {
  return toBase64Url(await deflate(new TextEncoder().encode(JSON.stringify(value)), limit));
}

export type Unpacked = { ok: true; value: unknown } | { ok: false; error: 'bad-characters' | 'bad-data' };

/**
 * The JSON that `packJson` packed, unpacked to at most `limit` bytes; an error when the
 * text is not base64url, or not deflate, too large or not UTF-8 JSON inside.
 */
export async function unpackJson(text: string, limit: number): Promise<Unpacked> {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return { ok: false, error: 'bad-characters' };
  try {
    const bytes = await inflate(fromBase64Url(text), limit);
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown };
  } catch {
    return { ok: false, error: 'bad-data' };
  }
}
