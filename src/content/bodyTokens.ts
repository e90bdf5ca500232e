import type { Root, Text } from 'mdast';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { PAGE_TOKENS, unknownToken } from './resolveClaims.ts';

/** A token as the writer wrote it in the source, with the backslash that makes it literal, if any. */
const sourceToken = /(\\?)\{([A-Za-z][A-Za-z0-9]*)\}/g;
const valueToken = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/**
 * Fills the `{claim}` tokens of a body's prose with the claims of site.yaml, on the parsed tree:
 * only text nodes hold prose, so a token in inline code, a fenced or indented block, or raw HTML
 * is the writer's text and stays as written (`{x}` in a Rust example, `${HOME}` in shell,
 * `server { … }` in nginx). `\{name}` writes `{name}` itself. An unknown token is an error at its
 * own line and column; the templates' page tokens (`{town}`) are left for the page to fill.
 */
export function fillBodyTokens(tree: Root, markdown: string, claims: Readonly<Record<string, string>>, file: string, firstLine: number): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const visit = (node: Root | Root['children'][number]) => {
    if (node.type === 'text') fillText(node);
    else if ('children' in node) for (const child of node.children) visit(child);
  };
  const fillText = (node: Text) => {
    if (!node.value.includes('{')) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    // The value's tokens are the source's, in order, less their escapes: a token made by a
    // character reference (`&#123;x}`) has no twin in the source, and stays as it is.
    const inSource = [...markdown.slice(start, end).matchAll(sourceToken)];
    let at = 0;
    node.value = node.value.replace(valueToken, (token, name: string) => {
      const written = inSource[at++];
      if (!written || written[2] !== name || written[1] === '\\') return token;
      if (name in claims) return claims[name]!;
      if (!PAGE_TOKENS.has(name)) diagnostics.push(unknownToken(file, positionOf(markdown, start + written.index, firstLine), token, name, 'body', claims));
      return token;
    });
  };
  visit(tree);
  return diagnostics;
}

/** The line and column, in the file, of an offset into a body that starts at `firstLine`. */
function positionOf(markdown: string, offset: number, firstLine: number): { line: number; column: number } {
  let line = firstLine;
  let lineStart = 0;
  for (let i = markdown.indexOf('\n'); i !== -1 && i < offset; i = markdown.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
