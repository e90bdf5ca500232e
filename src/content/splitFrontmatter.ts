/** A Markdown file split into its YAML frontmatter and its body. */
export interface Frontmatter {
  /** The YAML between the `---` lines; empty when the file has none. */
  yaml: string;
  /** Lines before the YAML's first line, to turn its positions into the file's. */
  yamlLineOffset: number;
  body: string;
  /** 1-based line on which the body starts. */
  bodyLine: number;
}

/**
 * Frontmatter is the YAML between a first line `---` and the next line that starts with
 * `---` (to the end of the file when there is none); the body is what follows that line.
 * The text is already normalised to `\n` line endings.
 */
export function splitFrontmatter(text: string): Frontmatter {
  if (!text.startsWith('---\n')) return { yaml: '', yamlLineOffset: 0, body: text, bodyLine: 1 };
  const close = text.indexOf('\n---', 3);
  if (close === -1) return { yaml: text.slice(4), yamlLineOffset: 1, body: '', bodyLine: lineCount(text) + 1 };
  const bodyStart = text[close + 4] === '\n' ? close + 5 : close + 4;
  return { yaml: text.slice(4, Math.max(4, close)), yamlLineOffset: 1, body: text.slice(bodyStart), bodyLine: lineCount(text.slice(0, bodyStart)) + 1 };
}

function lineCount(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
