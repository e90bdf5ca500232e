import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts cards are drawn in: Inter (SIL Open Font Licence), regular and bold, from the
 * @fontsource/inter package the project installs from the npm registry, never fetched while
 * building. WOFF, which fontkit reads; the Latin files cover English, £ and typographic
 * punctuation, the Latin Extended ones the accented letters of place names.
 */
const FILES = [
  { file: 'inter-latin-400-normal.woff', weight: 400 },
  { file: 'inter-latin-700-normal.woff', weight: 700 },
  { file: 'inter-latin-ext-400-normal.woff', weight: 400 },
  { file: 'inter-latin-ext-700-normal.woff', weight: 700 },
] as const;

export interface CardFont {
  name: 'Inter';
  weight: 400 | 700;
  style: 'normal';
  data: Buffer;
}

let loaded: { fonts: CardFont[]; hash: string } | undefined;

/** The fonts, read once per process, with a hash of their bytes (part of every card's key). */
export function cardFonts(): { fonts: CardFont[]; hash: string } {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const hash = createHash('sha1');
  const fonts = FILES.map(({ file, weight }) => {
    const data = readFileSync(require.resolve(`@fontsource/inter/files/${file}`));
    hash.update(data);
    return { name: 'Inter' as const, weight, style: 'normal' as const, data };
  });
  loaded = { fonts, hash: hash.digest('hex') };
  return loaded;
}
