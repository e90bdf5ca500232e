import { constants, crc32, deflateSync } from 'node:zlib';
import type { IndexedImage } from './paintCard.ts';

/**
 * How a card's PNG is compressed: zlib looking only for runs of one byte (Z_RLE), which is what
 * a card's rows of flat colour are, at its fastest level: about 18 KB a card, well under the
 * 150 KB `site check` allows (docs/check-rules.md#meta), a quarter quicker than level 1's
 * general matching and a little smaller (docs/benchmark.md#share-cards).
 */
export const CARD_ENCODER = { png: { colourType: 'palette', zlibLevel: 1, strategy: 'rle' } } as const;

/**
 * A palette PNG of the image: IHDR, PLTE, IDAT, IEND, nothing else (no time, no text), so the
 * same image is always the same bytes. Compressed on the calling thread: cards are drawn side
 * by side on threads of their own (drawCards.ts), and zlib's thread pool, which the file system
 * shares, only made each wait behind the other's work.
 */
export function encodePng(image: IndexedImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const palette = Buffer.alloc(image.palette.length * 3);
  image.palette.forEach((rgb, index) => palette.writeUIntBE(rgb, index * 3, 3));
  const data = deflateSync(image.rows, { level: CARD_ENCODER.png.zlibLevel, strategy: constants.Z_RLE });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('PLTE', palette), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
