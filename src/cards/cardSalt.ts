import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardFonts } from './cardFonts.ts';
import { CARD_ENCODER } from './encodePng.ts';

/**
 * What every card's bytes depend on besides its props: the card's code, template and painter
 * (`codeKey`, src/cache/codeKeys.ts's `cardCodeKey`, which holds the rasteriser too), the fonts' bytes, the
 * encoder's settings, and the versions of what reads the fonts and compresses the card:
 * fontkit's as the lockfile records it, and the zlib Node runs.
 * Hashed into every card's name (src/metadata/shareCard.ts), so a card is drawn again exactly
 * when something it is drawn from changed.
 */
export function cardSalt(packageRoot: string, codeKey: string): string {
  return createHash('sha1')
    .update(codeKey)
    .update(cardFonts().hash)
    .update(JSON.stringify({ CARD_ENCODER, versions: [...lockedVersions(packageRoot, ['fontkit']), process.versions.zlib] }))
    .digest('hex');
}

function lockedVersions(packageRoot: string, names: readonly string[]): (string | undefined)[] {
  try {
    const lock = JSON.parse(readFileSync(path.join(packageRoot, 'package-lock.json'), 'utf8')) as { packages?: Record<string, { version?: string }> };
    return names.map((name) => lock.packages?.[`node_modules/${name}`]?.version);
  } catch {
    return names.map(() => undefined);
  }
}
