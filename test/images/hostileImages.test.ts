import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { planImages } from '../../src/images/planImages.ts';
import { processImages } from '../../src/images/processImages.ts';

// Images a writer (or an attacker) might put in public/: each is a located error or a safe
// result, never a crash. The image stage alone, on a folder of files: no build needed.
let root: string;
const publicDir = () => path.join(root, 'public');

/** A PNG whose header declares 50,000 × 50,000 pixels (10 GB decoded) in a few bytes: a decompression bomb. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-images-'));
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const files: Record<string, Buffer | string> = {
    'bomb.png': bombPng(),
    'truncated.jpg': photo.subarray(0, Math.floor(photo.length / 2)),
    'notes.jpg': 'This is a text file, not a photo.\n',
    'animated.gif': await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer(),
    'fine.jpg': photo,
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
    const plan = await planImages(publicDir(), ['bomb.png', 'notes.jpg', 'animated.gif', 'fine.jpg'], root);
    expect(plan.diagnostics.map((d) => [d.file, d.line, d.rule, d.severity])).toEqual([
      ['public/bomb.png', 1, 'image/too-large', 'error'],
      ['public/notes.jpg', 1, 'image/unreadable', 'error'],
    ]);
    expect(plan.diagnostics[0]!.message).toContain('50000 × 50000');
    // The GIF is published as it is; the good photo goes on.
    expect(plan.jobs.map((job) => job.file)).toEqual(['fine.jpg']);
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
