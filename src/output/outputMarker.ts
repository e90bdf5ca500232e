/** Marks a directory as `site` output, so a rebuild may replace it and nothing else (emit/writer.ts writes it). */
export const OUTPUT_MARKER = '.site-output';

/**
 * The files the writer recorded in an output folder's marker (see markerWithListing), or
 * undefined when the folder holds no such record (not built by `site build`, or by a version
 * that did not keep one).
 */
export function markerListing(text: string): Set<string> | undefined {
  const at = /^files (\d+)$/m.exec(text);
  if (!at) return undefined;
  const lines = text
    .slice(at.index + at[0].length + 1)
    .split('\n')
    .filter((line) => line !== '');
  const files = new Set<string>();
  for (const line of lines) {
    try {
      files.add(String(JSON.parse(line)));
    } catch {
      return undefined;
    }
  }
  return files.size === Number(at[1]) ? files : undefined;
}
