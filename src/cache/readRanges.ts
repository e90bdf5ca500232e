/**
 * A page's reads as runs of indices into one shared, sorted key list. A listing page reads
 * every record of a collection, which is one run, so a 10,000-page manifest stays small.
 */
export function encodeReads(reads: Iterable<string>, indexOf: ReadonlyMap<string, number>): number[] {
  const indices = [...reads].map((key) => indexOf.get(key)!).sort((a, b) => a - b);
  const runs: number[] = [];
  for (const index of indices) {
    const last = runs.length - 2;
    if (last >= 0 && runs[last]! + runs[last + 1]! === index) runs[last + 1]!++;
    else runs.push(index, 1);
  }
  return runs;
}

export function decodeReads(runs: readonly number[], keys: readonly string[]): string[] {
  const reads: string[] = [];
  for (let i = 0; i < runs.length; i += 2) for (let j = 0; j < runs[i + 1]!; j++) reads.push(keys[runs[i]! + j]!);
  return reads;
}
