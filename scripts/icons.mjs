// The app icons: one design (the cross board with the four armies' signs), as SVG and as
// PNG at any size, drawn here without any image library (a tiny PNG encoder on zlib).
import { deflateSync } from 'node:zlib';

const BG = '#2f3437';
const BOARD = '#a3b18a';

/** 16 × 16 units: the 14 × 14 board with a margin of one unit. */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="2.5" fill="${BG}"/><g transform="translate(1 1)"><path fill="${BOARD}" d="M3 0h8v3h3v8h-3v3H3v-3H0V3h3z"/><circle cx="7" cy="11.5" r="1.6" fill="#f2c230"/><path d="M1 7l2.4-1.6v3.2z" fill="#d23b2f"/><rect x="5.5" y="1" width="3" height="3" fill="#fbfbf6"/><path d="M12.5 5.2l1.2 1.8-1.2 1.8-1.2-1.8z" fill="#2a2a2e"/></g></svg>
`;

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** The colour at a point of the design, in board units (0..14), or null outside the board. */
function colourAt(x, y) {
  if ((x - 7) ** 2 + (y - 11.5) ** 2 <= 1.6 ** 2) return '#f2c230';
  if (x >= 1 && x <= 3.4 && Math.abs(y - 7) <= ((x - 1) / 2.4) * 1.6) return '#d23b2f';
  if (x >= 5.5 && x <= 8.5 && y >= 1 && y <= 4) return '#fbfbf6';
  if (Math.abs(x - 12.5) / 1.2 + Math.abs(y - 7) / 1.8 <= 1) return '#2a2a2e';
  const inCross = (x >= 3 && x <= 11) || (y >= 3 && y <= 11);
  if (x >= 0 && x <= 14 && y >= 0 && y <= 14 && inCross) return BOARD;
  return null;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The board's farthest point from its centre (a corner of a cross arm), in board units. */
const BOARD_RADIUS = Math.hypot(4, 7);

/**
 * The icon as an opaque RGB PNG of size × size pixels (4 × 4 samples a pixel). A maskable
 * icon keeps the whole board inside the central circle of 80% of its width, which every
 * launcher's mask leaves visible.
 */
export function iconPng(size, { maskable = false } = {}) {
  const bg = rgb(BG);
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const unit = maskable ? (0.4 * size) / BOARD_RADIUS : size / 16;
  for (let py = 0; py < size; py++) {
    raw[py * (size * 3 + 1)] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const x = (px + (sx + 0.5) / 4 - size / 2) / unit + 7;
          const y = (py + (sy + 0.5) / 4 - size / 2) / unit + 7;
          const c = colourAt(x, y);
          const [r, g, b] = c === null ? bg : rgb(c);
          sum[0] += r;
          sum[1] += g;
          sum[2] += b;
        }
      }
      const at = py * (size * 3 + 1) + 1 + px * 3;
      for (let i = 0; i < 3; i++) raw[at + i] = Math.round(sum[i] / 16);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
