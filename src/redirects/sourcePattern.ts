/** A `:placeholder` (one path segment) or a `*` splat (the rest of the path). */
export const placeholderOrSplat = /(:[A-Za-z]\w*|\*)/;

/**
 * The regular expression a `_redirects` source matches paths with: `:name` matches one path
 * segment, `*` the rest of the path, slashes included (captured as `splat`). A placeholder
 * named twice must match the same text both times.
 */
export function sourcePattern(source: string): RegExp {
  const seen = new Set<string>();
  const body = source
    .split(placeholderOrSplat)
    .map((part, i) => {
      // split() puts the captured separators at the odd indices.
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const name = part === '*' ? 'splat' : part.slice(1);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return part === '*' ? '(?<splat>.*)' : `(?<${name}>[^/]+)`;
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/** True when the source matches more than one path. */
export function isDynamicSource(source: string): boolean {
  return placeholderOrSplat.test(source);
}
