import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';
import { cardFonts } from './cardFonts.ts';

// Apart from cardFonts.ts, so that naming cards (cardSalt.ts: the fonts' hash) loads no fontkit:
// a build whose cards are all in the cache, or a site without cards, never loads it.

let faces: Map<number, Font[]> | undefined;

/** The fonts of a weight as fontkit reads them, Latin first: parsed once per process. */
export function cardFaces(weight: 400 | 700): Font[] {
  faces ??= new Map();
  let found = faces.get(weight);
  if (!found)
    faces.set(
      weight,
      (found = cardFonts()
        .fonts.filter((font) => font.weight === weight)
        .map((font) => create(sfntOf(font.data)) as Font)),
    );
  return found;
}

/**
 * The WOFF file as the plain font (sfnt) it wraps, its tables inflated once by Node's zlib:
 * fontkit, given the WOFF, inflates the whole glyph table again for every glyph it reads.
 * WOFF 1.0 (w3.org/TR/WOFF): a 44-byte header, then a 20-byte entry a table (tag, offset,
 * compressed and original length, checksum); a table is stored deflated when that is smaller.
 */
function sfntOf(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const [offset, stored, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const bytes = woff.subarray(offset, offset + stored);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: stored < length ? inflateSync(bytes) : bytes };
  });
  const head = Buffer.alloc(12 + 16 * count);
  woff.copy(head, 0, 4, 8);
  const log = Math.floor(Math.log2(count));
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(16 * 2 ** log, 6);
  head.writeUInt16BE(log, 8);
  head.writeUInt16BE(16 * count - 16 * 2 ** log, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    table.tag.copy(head, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}
