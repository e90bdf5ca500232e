import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { planImages } from '../../src/images/planImages.ts';
import { processImages, weightedLimit } from '../../src/images/processImages.ts';

// Images a writer (or an attacker) might put in public/: each is a located error or a safe
// result, never a crash. The image stage alone, on a folder of files: no build needed.
let root: string;
const publicDir = () => path.join(root, 'public');

/** A PNG whose header declares this size in a few bytes: at 50,000 × 50,000 (10 GB decoded), a decompression bomb. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Three 8 × 8 frames, as an animated GIF or WebP. */
function animation(format: 'gif' | 'webp') {
  const frames = Buffer.alloc(8 * 24 * 3);
  for (let i = 0; i < frames.length; i++) frames[i] = Math.floor(i / (8 * 8 * 3)) * 100;
  const image = sharp(frames, { raw: { width: 8, height: 24, channels: 3, pageHeight: 8 } });
  return format === 'gif' ? image.gif({ delay: [100, 100, 100], loop: 0 }) : image.webp({ delay: [100, 100, 100], loop: 0 });
}

/** A GIF with a comment after its colour table (sharp writes none): what a writer's tool may leave in one. */
function withGifComment(gif: Buffer, comment: string): Buffer {
  const flags = gif[10]!;
  const end = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  return Buffer.concat([gif.subarray(0, end), Buffer.from([0x21, 0xfe, comment.length]), Buffer.from(comment), Buffer.from([0]), gif.subarray(end)]);
}

const SECRET = 'GPS 51.27N 1.08E';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-images-'));
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const files: Record<string, Buffer | string> = {
    'bomb.png': pngDeclaring(50_000, 50_000),
    // A 60-megapixel camera's photo, a panorama wider than WebP can write and a tall one: planned, never decoded here.
    'camera.png': pngDeclaring(9504, 6336),
    'panorama.png': pngDeclaring(20_000, 1000),
    'tall.png': pngDeclaring(1000, 40_000),
    'truncated.jpg': photo.subarray(0, Math.floor(photo.length / 2)),
    'notes.jpg': 'This is a text file, not a photo.\n',
    'fine.jpg': photo,
    'moving.gif': withGifComment(await animation('gif').toBuffer(), SECRET),
    'moving.webp': await animation('webp')
      .withExif({ IFD0: { Artist: SECRET } })
      .toBuffer(),
    'iphone.heic': 'ftypheic: an iPhone photo, with its GPS position',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="url(#g)"/></svg>',
    'script.svg': '<svg xmlns="http://www.w3.org/2000/svg">\n<script>alert(1)</script>\n</svg>',
    'onload.svg': '<svg xmlns="http://www.w3.org/2000/svg"\n  onload="alert(1)"><rect width="8" height="8"/></svg>',
    'link.svg': '<svg xmlns="http://www.w3.org/2000/svg">\n<a href="javascript:alert(1)"><text>Click</text></a></svg>',
    'external.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect width="8" height="8" fill="url(https://tracker.example/x)"/></svg>',
  };
  await mkdir(publicDir());
  for (const [name, data] of Object.entries(files)) {
    await writeFile(path.join(publicDir(), name), data);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('hostile images', () => {
  it('refuses a decompression bomb and a file that is not an image before decoding anything, naming each', async () => {
    const plan = await planImages(publicDir(), ['bomb.png', 'notes.jpg', 'fine.jpg'], root);
    expect(plan.diagnostics.map((d) => [d.file, d.line, d.rule, d.severity])).toEqual([
      ['public/bomb.png', 1, 'image/too-large', 'error'],
      ['public/notes.jpg', 1, 'image/unreadable', 'error'],
    ]);
    expect(plan.diagnostics[0]!.message).toContain('50000 × 50000');
    // The good photo goes on.
    expect(plan.jobs.map((job) => job.file)).toEqual(['fine.jpg']);
  });

  it("offers a 60-megapixel photo and a panorama at 2400 px on top, not their own width, and a tall one within WebP's height", async () => {
    const plan = await planImages(publicDir(), ['camera.png', 'panorama.png', 'tall.png'], root);
    expect(plan.diagnostics).toEqual([]);
    const widths = plan.jobs.map((job) => [...new Set(job.outputs.filter((output) => output.format === 'avif').map((output) => output.width))]);
    // 1000 × 40,000 shown 409 px wide is 16,360 px tall.
    expect(widths).toEqual([
      [400, 800, 1200, 1600, 2400],
      [400, 800, 1200, 1600, 2400],
      [400, 409],
    ]);
    expect(plan.images['/camera.png']).toMatchObject({ width: 9504, height: 6336 });
  });

  it('encodes large photos one at a time: the megapixels at work at once stay within the budget', async () => {
    const limit = weightedLimit(64);
    let atWork = 0;
    const peaks: number[] = [];
    const task = (megapixels: number) =>
      limit(megapixels, async () => {
        atWork += megapixels;
        peaks.push(atWork);
        await new Promise((resolve) => setTimeout(resolve, 5));
        atWork -= megapixels;
        return megapixels;
      });
    expect(await Promise.all([60, 60, 12, 100, 2, 2].map(task))).toEqual([60, 60, 12, 100, 2, 2]);
    // 60 alone, then 60 alone, then 12 (the 100 waits for it and then runs alone), then the two small ones together.
    expect(peaks).toEqual([60, 60, 12, 100, 2, 4]);
  });

  it('keeps every frame of an animated GIF or WebP, strips its metadata and records its size', async () => {
    const plan = await planImages(publicDir(), ['moving.gif', 'moving.webp'], root);
    expect(plan.diagnostics).toEqual([]);
    expect(plan.jobs.map((job) => [job.file, job.outputs.map((output) => output.format)])).toEqual([
      ['moving.gif', ['original']],
      ['moving.webp', ['original']],
    ]);
    expect(plan.images['/moving.webp']).toEqual({ width: 8, height: 8 });
    const made = await processImages(publicDir(), plan.jobs, undefined);
    expect(made.diagnostics).toEqual([]);
    for (const file of made.files) {
      const meta = await sharp(Buffer.from(file.data as Uint8Array)).metadata();
      expect([file.path, meta.pages, meta.width, meta.height, meta.exif, Buffer.from(file.data as Uint8Array).includes(SECRET)]).toEqual([
        file.path,
        3,
        8,
        8,
        undefined,
        false,
      ]);
    }
    expect(made.files.map((file) => file.path)).toEqual(['moving.gif', 'moving.webp']);
  });

  it('refuses an iPhone HEIC photo, naming the file and asking for a JPEG', async () => {
    const plan = await planImages(publicDir(), ['iphone.heic', 'fine.jpg'], root);
    expect(plan.diagnostics.map((d) => [d.file, d.line, d.rule, d.severity])).toEqual([['public/iphone.heic', 1, 'image/unsupported-format', 'error']]);
    expect(plan.diagnostics[0]!.hint).toContain('Export it as JPEG');
  });

  it('reports a truncated JPEG when it is decoded, and still makes the other images', async () => {
    const plan = await planImages(publicDir(), ['truncated.jpg', 'fine.jpg'], root);
    expect(plan.diagnostics).toEqual([]);
    const made = await processImages(publicDir(), plan.jobs, undefined);
    expect(made.diagnostics.map((d) => [d.file, d.rule])).toEqual([['public/truncated.jpg', 'image/unreadable']]);
    expect(made.processed).toBe(1);
    expect(made.files.map((file) => file.path)).toContain('fine.jpg');
  });

  it('publishes an SVG of shapes, and refuses one with a script, an event handler, a javascript: link or an outside reference, at its line', async () => {
    const svgs = ['logo.svg', 'script.svg', 'onload.svg', 'link.svg', 'external.svg'];
    const plan = await planImages(publicDir(), svgs, root);
    expect(plan.diagnostics.map((d) => [d.file, d.line, d.rule, d.found])).toEqual([
      ['public/script.svg', 2, 'image/unsafe-svg', '<script>'],
      ['public/onload.svg', 1, 'image/unsafe-svg', 'onload="alert(1)"'],
      ['public/link.svg', 2, 'image/unsafe-svg', '<a>'],
      ['public/external.svg', 1, 'image/unsafe-svg', 'fill="url(https://tracker.example/x)"'],
    ]);
  });
});
