/** The known slug closest to `wanted`, if it is close enough to be a likely typo. */
export function suggestClosest(wanted: string, known: Iterable<string>): string | undefined {
  const found = nearest(wanted, known);
  return found?.likelyTypo ? found.candidate : undefined;
}

/**
 * The known value nearest to `wanted` by edit distance (ties to the first in sort order), and
 * whether it is near enough to be a likely typo; undefined when nothing is known. A hint names
 * the nearest even when it is not a typo: a writer whose page or record was deleted or renamed
 * still learns what exists that is most like it.
 */
export function nearest(wanted: string, known: Iterable<string>): { candidate: string; likelyTypo: boolean } | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(wanted, candidate);
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  // Beyond about a third of the word, a "did you mean" misleads more than it helps.
  const tolerance = Math.max(2, Math.ceil(wanted.length / 3));
  return { candidate: best, likelyTypo: bestDistance <= tolerance };
}

/** Levenshtein distance with a single rolling row. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return row[b.length]!;
}
