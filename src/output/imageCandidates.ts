/** One candidate of a `srcset`: its URL and the width it claims (`800w`); a density descriptor or none counts as no width. */
export interface Candidate {
  url: string;
  width?: number;
}

/** The candidates of a `srcset` attribute, as written (URLs never hold a comma: the image stage encodes it). */
export function parseSrcset(srcset: string): Candidate[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => {
      const width = /^(\d+)w$/.exec(descriptor ?? '')?.[1];
      return width === undefined ? { url: url! } : { url: url!, width: Number(width) };
    });
}

const REM = 16;

/**
 * The slot width in CSS pixels that a `sizes` attribute gives at a viewport width, as a browser
 * works it out: the first entry whose media condition holds, else the last. Understands what
 * the image stage writes (`(min-width: …px|rem)`, lengths in px, rem and vw, and
 * `calc(100vw - …)`); undefined for anything else, so a rule can say it cannot tell.
 */
export function slotWidth(sizes: string, viewport: number): number | undefined {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const condition = /^\((min|max)-width:\s*([\d.]+)(px|rem|em)\)\s*(.+)$/.exec(entry);
    if (!condition) return length(entry, viewport);
    const [, side, amount, unit, value] = condition;
    const limit = Number(amount) * (unit === 'px' ? 1 : REM);
    if (side === 'min' ? viewport >= limit : viewport <= limit) return length(value!, viewport);
  }
  return undefined;
}

function length(value: string, viewport: number): number | undefined {
  const calc = /^calc\((.+)\)$/.exec(value.trim());
  if (calc) {
    const [left, operator, right] = calc[1]!.split(/\s+([+-])\s+/);
    const a = length(left ?? '', viewport);
    const b = length(right ?? '', viewport);
    if (a === undefined || b === undefined || !operator) return undefined;
    return operator === '+' ? a + b : a - b;
  }
  const match = /^([\d.]+)(px|rem|em|vw)$/.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return match[2] === 'px' ? amount : match[2] === 'vw' ? (amount * viewport) / 100 : amount * REM;
}

/**
 * The candidate a browser downloads for a slot at a device pixel ratio: the narrowest at
 * least as wide as the slot's device pixels, else the widest. Browsers may pick differently
 * (Chromium, for one, takes the candidate nearest above); this is the one the budgets assume.
 */
export function pickCandidate(candidates: readonly Candidate[], slot: number, dpr: number): Candidate | undefined {
  const widths = candidates.filter((candidate) => candidate.width !== undefined).sort((a, b) => a.width! - b.width!);
  return widths.find((candidate) => candidate.width! >= slot * dpr) ?? widths.at(-1);
}
