/** What a visitor reads on a page: its visible text nodes and its alt, aria-label, title and placeholder values. */
export function visibleText(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  const withoutCode = body.replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, '');
  const texts = withoutCode.split(/<[^>]*>/).map(decode);
  const attributes = [...withoutCode.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => decode(m[1]!));
  return [...texts, ...attributes].map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/**
 * The words of `text` that no content string accounts for: the text must be a run of content
 * strings (each cut at its {tokens}) with only figures, punctuation and spaces between them.
 * Returns undefined when it is all content.
 */
export function wordsNotFromContent(text: string, pieces: readonly string[]): string | undefined {
  const candidates = pieces.filter((piece) => piece.length <= text.length && text.includes(piece));
  // reach[i]: the first i characters are accounted for.
  const reach = new Array<boolean>(text.length + 1).fill(false);
  reach[0] = true;
  let furthest = 0;
  for (let i = 0; i < text.length; i++) {
    if (!reach[i]) continue;
    if (!/\p{L}/u.test(text[i]!)) reach[i + 1] = true;
    for (const piece of candidates) if (text.startsWith(piece, i)) reach[i + piece.length] = true;
    furthest = i;
  }
  return reach[text.length] ? undefined : text.slice(furthest);
}

/** Every string of the content, cut at its {tokens}, the pieces with a letter in them, longest first. */
export function contentPieces(value: unknown, into = new Set<string>()): string[] {
  const walk = (item: unknown) => {
    if (typeof item === 'string') {
      for (const piece of item.split(/\{[A-Za-z]+\}/)) {
        const trimmed = piece.trim();
        if (/\p{L}/u.test(trimmed)) into.add(trimmed);
      }
      // A Markdown body's text, as the page shows it.
      if (item.includes('<')) for (const text of visibleText(`<body>${item}`)) into.add(text);
    } else if (Array.isArray(item)) item.forEach(walk);
    else if (item && typeof item === 'object') Object.values(item).forEach(walk);
  };
  walk(value);
  return [...into].sort((a, b) => b.length - a.length);
}
