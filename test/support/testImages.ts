import sharp from 'sharp';

/** The tutorial the image tests show their images in. */
export const TUTORIAL = 'content/services/tutorials/how-to-install-wordpress-on-cpanel.md';
export const TUTORIAL_PAGE = '/how-to-install-wordpress-on-cpanel';

/**
 * A 900 × 600 screenshot: lines of text and a block of colour, as a UI looks. Wide enough for
 * three widths (400, 800, 900). `small`: 450 × 300, two widths, for tests of what is rebuilt
 * rather than of what the encoder makes (a quarter of the pixels to encode).
 */
export function screenshot(colour = '#3b82f6', { small = false } = {}): Promise<Buffer> {
  const lines = Array.from(
    { length: 28 },
    (_, i) => `<text x="20" y="${24 + i * 20}" font-size="14" fill="#223">Line ${i}: the cPanel dashboard after logging in</text>`,
  );
  const [width, height] = small ? [450, 300] : [900, 600];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 900 600"><rect width="100%" height="100%" fill="#f4f6fa"/>${lines.join('')}<rect x="600" y="40" width="250" height="400" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 1000 × 750 photo stored sideways (EXIF orientation 6: it shows 750 × 1000), with a GPS position. */
export function phonePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(1000 * 750 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 7) * 31) % 256;
  return sharp(pixels, { raw: { width: 1000, height: 750, channels: 3 } })
    .blur(3)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 16/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '1/1 5/1 0/1' } })
    .toBuffer();
}

/** Adds the screenshot and the phone photo to public/images/ and shows both in the tutorial's body. */
export async function addTutorialImages(project: {
  read(file: string): Promise<string>;
  write(file: string, data: string | Uint8Array): Promise<void>;
}): Promise<void> {
  await project.write('public/images/screenshot.png', await screenshot());
  await project.write('public/images/phone.jpg', await phonePhoto());
  const text = await project.read(TUTORIAL);
  await project.write(TUTORIAL, `${text}\n![The cPanel dashboard after logging in](/images/screenshot.png)\n\n![The server room](/images/phone.jpg)\n`);
}
