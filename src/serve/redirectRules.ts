/**
 * The `_redirects` file as a lookup: static rules by path, and `:placeholder` rules matched
 * segment by segment, as Netlify and Cloudflare Pages apply them.
 */
export function redirectRules(text: string): (path: string) => string | undefined {
  const exact = new Map<string, string>();
  const patterns: { from: string[]; to: string }[] = [];
  for (const line of text.split('\n')) {
    const [from, to] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    if (from.includes(':') || from.includes('*')) patterns.push({ from: from.split('/'), to });
    else exact.set(from, to);
  }
  return (path) => {
    const direct = exact.get(path);
    if (direct !== undefined) return direct;
    const segments = path.split('/');
    for (const pattern of patterns) {
      if (pattern.from.length !== segments.length) continue;
      const values = new Map<string, string>();
      const matches = pattern.from.every((part, i) => {
        if (part.startsWith(':')) {
          values.set(part, segments[i]!);
          return segments[i] !== '';
        }
        return part === segments[i];
      });
      if (matches) return pattern.to.replace(/:[a-z]+/gi, (name) => values.get(name) ?? name);
    }
    return undefined;
  };
}
