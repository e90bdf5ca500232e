import { LineCounter, parseDocument, isMap, isSeq, visit, type Document, type Node, type YAMLError } from 'yaml';
import matter from 'gray-matter';
import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { RuleId } from '../errors/catalogue.ts';
import { findControlCharacters } from './findControlCharacters.ts';
import { formatFieldPath } from './formatFieldPath.ts';

/** One content file, parsed, with a way back from a field path to its line and column. */
export interface SourceFile {
  /** Path relative to the project, forward slashes. */
  file: string;
  data: unknown;
  /** Markdown body (empty for YAML files). */
  body: string;
  /** 1-based line on which the Markdown body starts. */
  bodyLine: number;
  locate(path: readonly PropertyKey[]): { line: number; column: number };
}

export type ParseResult = { ok: true; source: SourceFile } | { ok: false; diagnostics: Diagnostic[] };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes, normalises and parses a `.md` (frontmatter + body) or `.yaml` file. */
export function parseSourceFile(file: string, bytes: Uint8Array): ParseResult {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    return { ok: false, diagnostics: [problem('content/invalid-utf8', { file, ...at }, { found: `byte 0x${at.byte}` })] };
  }
  // A byte-order mark and Windows line endings are accepted; positions stay the same line for line.
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') {
    return { ok: false, diagnostics: [problem('content/empty-file', { file, line: 1, column: 1 }, { message: `${file} is empty` })] };
  }

  const isMarkdown = file.endsWith('.md');
  let yamlText = text;
  let body = '';
  let lineOffset = 0;
  let bodyLine = 1;
  if (isMarkdown) {
    const parsed = matter(text, { engines: { yaml: () => ({}) } });
    const hasFrontmatter = text.startsWith('---\n');
    yamlText = hasFrontmatter ? parsed.matter.replace(/^\n/, '') : '';
    body = parsed.content;
    lineOffset = hasFrontmatter ? 1 : 0;
    bodyLine = hasFrontmatter ? countLines(text.slice(0, text.length - body.length)) + 1 : 1;
  }

  const data = fastParse(yamlText) ?? checkedParse(yamlText);
  if ('error' in data) {
    const { rule = 'content/yaml-syntax', message, line, column } = data.error;
    return { ok: false, diagnostics: [problem(rule, { file, line: line + lineOffset, column }, { message: rule === 'content/yaml-syntax' ? `Malformed YAML: ${message}` : message })] };
  }
  // Positions are needed only when something is wrong: keep the text, not the whole parse
  // tree, and parse again on the first question (at scale the trees cost hundreds of MB).
  let positions: { doc: Document; lineCounter: LineCounter } | undefined;
  const locate = (path: readonly PropertyKey[]) => {
    if (!positions) {
      const counter = new LineCounter();
      positions = { doc: parseDocument(yamlText, { lineCounter: counter, prettyErrors: false, uniqueKeys: true }), lineCounter: counter };
    }
    const offset = nodeOffset(positions.doc, path);
    const pos = positions.lineCounter.linePos(offset);
    return { line: pos.line + lineOffset, column: pos.col };
  };
  const controls = controlCharacterProblems(file, data.value, body, bodyLine, locate);
  if (controls.length > 0) return { ok: false, diagnostics: controls };
  return { ok: true, source: { file, data: data.value, body, bodyLine, locate } };
}

/** Control characters (NUL and the like) would be published raw in titles and attributes. */
function controlCharacterProblems(file: string, data: unknown, body: string, bodyLine: number, locate: SourceFile['locate']): Diagnostic[] {
  const found = findControlCharacters(data).map(({ path, codePoint }) => ({ at: locate(path), field: formatFieldPath(path), codePoint }));
  const inBody = findControlCharacters(body)[0];
  if (inBody) {
    const before = body.slice(0, inBody.index).split('\n');
    found.push({ at: { line: bodyLine + before.length - 1, column: before.at(-1)!.length + 1 }, field: '(body)', codePoint: inBody.codePoint });
  }
  return found.map(({ at, field, codePoint }) =>
    problem('content/control-character', { file, ...at }, { message: `${field === '(body)' ? 'The body' : `\`${field}\``} holds the control character ${codePoint}`, field, found: codePoint }),
  );
}

type Parsed = { value: unknown } | { error: { rule?: RuleId; message: string; line: number; column: number } };

/** More alias expansions than any content file needs: past this, the file is an alias bomb. */
const MAX_ALIASES = 100;

/**
 * js-yaml with the YAML 1.2 core schema reads what `yaml` reads, to the same values (a test
 * holds the two to that over the real content), about seven times faster. It is only a fast
 * path: anything it rejects goes to `yaml`, which decides what is valid and says where not.
 */
function fastParse(yamlText: string): Parsed | undefined {
  // The two differ on binary integers and negative zero; such rare text takes the slow path.
  // So do anchors and aliases: js-yaml does not limit how far they expand.
  if (/0b[01]|-0(?!\d)|[&*][^\s,[\]{}]/.test(yamlText)) return undefined;
  try {
    return { value: loadYaml(yamlText, { schema: CORE_SCHEMA }) ?? {} };
  } catch {
    return undefined;
  }
}

function checkedParse(yamlText: string): Parsed {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const [error] = doc.errors;
  if (!error) return valueOf(doc, lineCounter, yamlText);
  // Only the first: the parser's later errors in the same file are mostly echoes of it.
  const overIndented = overIndentedLine(doc.errors, lineCounter, yamlText);
  if (overIndented) return { error: overIndented };
  const pos = error.code === 'MISSING_CHAR' && /quote/.test(error.message) ? (unbalancedQuote(yamlText) ?? lineCounter.linePos(error.pos[0])) : lineCounter.linePos(error.pos[0]);
  return { error: { message: firstLine(error.message), line: pos.line, column: pos.col } };
}

/** The document's value, unless it uses a tag the site does not know or expands too many aliases. */
function valueOf(doc: Document, lineCounter: LineCounter, sourceText: string): Parsed {
  const unknownTag = doc.warnings.find((warning) => warning.code === 'TAG_RESOLVE_FAILED');
  if (unknownTag) {
    const pos = lineCounter.linePos(unknownTag.pos[0]);
    const tag = /^!\S*/.exec(sourceText.slice(unknownTag.pos[0]))?.[0] ?? firstLine(unknownTag.message);
    return { error: { rule: 'content/yaml-unknown-tag', message: `Unknown YAML tag \`${tag}\``, line: pos.line, column: pos.col } };
  }
  try {
    return { value: doc.toJS({ maxAliasCount: MAX_ALIASES }) ?? {} };
  } catch (error) {
    let first: number | undefined;
    visit(doc, { Alias: (_key, node) => void (first ??= node.range?.[0]) });
    const pos = lineCounter.linePos(first ?? 0);
    const reason = error instanceof Error ? error.message : String(error);
    return { error: { rule: 'content/yaml-aliases', message: `YAML aliases expand too far (${reason})`, line: pos.line, column: pos.col } };
  }
}

/**
 * A line indented deeper than the field above it (`county: Kent` then `  summary: …`) makes
 * the parser see one key spread over two lines, and it reports the line above, where that
 * "key" starts. The writer must fix the deeper line: the one where the multi-line key ends.
 */
function overIndentedLine(errors: readonly YAMLError[], lineCounter: LineCounter, text: string): { message: string; line: number; column: number } | undefined {
  const [first, second] = errors;
  if (first?.code !== 'BLOCK_AS_IMPLICIT_KEY' || second?.code !== 'MULTILINE_IMPLICIT_KEY') return undefined;
  const start = lineCounter.linePos(first.pos[0]).line;
  const end = lineCounter.linePos(second.pos[1]).line;
  if (end <= start) return undefined;
  const lineText = text.split('\n')[end - 1] ?? '';
  return {
    message: `This line is indented deeper than the field above it (${firstLine(first.message)})`,
    line: end,
    column: lineText.length - lineText.trimStart().length + 1,
  };
}

/** Offset of the deepest node on `path` that exists, so a missing field points at its parent. */
function nodeOffset(doc: Document, path: readonly PropertyKey[]): number {
  let node: unknown = doc.contents;
  let offset = (doc.contents as Node | null)?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
      if (!pair) break;
      node = pair.value;
      offset = (pair.key as Node).range?.[0] ?? offset;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) break;
      node = item;
      offset = item.range?.[0] ?? offset;
    } else break;
  }
  return offset;
}

function firstInvalidUtf8(bytes: Uint8Array): { line: number; column: number; byte: string } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < bytes.length; ) {
    const length = validSequenceLength(bytes, i);
    if (length === 0) return { line, column, byte: bytes[i]!.toString(16).toUpperCase().padStart(2, '0') };
    if (bytes[i] === 0x0a) {
      line++;
      column = 1;
    } else column++;
    i += length;
  }
  return { line, column, byte: '??' };
}

/** Length of the well-formed UTF-8 sequence starting at `i`, or 0 if it is malformed. */
function validSequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i]!;
  const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (length === 0) return 0;
  try {
    utf8.decode(bytes.subarray(i, i + length));
    return length;
  } catch {
    return 0;
  }
}

function countLines(text: string): number {
  let count = 0;
  for (const ch of text) if (ch === '\n') count++;
  return count;
}

/**
 * The parser notices a missing closing quote only where the file ends; the writer needs the
 * line where the quote was opened: the first line with an odd number of quote marks.
 */
function unbalancedQuote(text: string): { line: number; col: number } | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\\"/g, '');
    for (const quote of ['"', "'"]) {
      const count = line.split(quote).length - 1;
      if (count % 2 === 1 && !(quote === "'" && /\w'\w/.test(line))) return { line: i + 1, col: line.indexOf(quote) + 1 };
    }
  }
  return undefined;
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.trim();
}
