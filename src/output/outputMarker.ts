/** Marks a directory as `site` output, so a rebuild may replace it and nothing else (emit/writer.ts writes it). */
export const OUTPUT_MARKER = '.site-output';

const defaultMarker = 'Built by `site build`. This folder is replaced on every build.\n';

/**
 * The marker as committed: what the build said in it, then every file the output holds, as the
 * writer wrote or kept them. `site check` holds the folder to this list, so a file the build
 * did not write (copied in by hand, left by a tool, a symbolic link) is found.
 */
export function markerWithListing(marker: string | Uint8Array | undefined, files: Iterable<string>): string {
  return markerWith(marker, fileListing(files));
}

/** The marker with a listing already made (`fileListing`): a writer that lists the same files again keeps the one it made. */
export function markerWith(marker: string | Uint8Array | undefined, listing: string): string {
  return `${marker === undefined ? defaultMarker : Buffer.from(marker).toString('utf8')}${listing}`;
}

/** The listing part of a marker: how many files, then each, sorted. */
export function fileListing(files: Iterable<string>): string {
  const listed = [...files].filter((file) => file !== OUTPUT_MARKER).sort();
  return `files ${listed.length}\n${listed.map((file) => `${JSON.stringify(file)}\n`).join('')}`;
}

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
