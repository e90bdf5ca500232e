import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { findControlCharacters } from './findControlCharacters.ts';
import { formatFieldPath } from './formatFieldPath.ts';
import { parseYaml, type FieldPart } from './parseYaml.ts';
import { splitFrontmatter } from './splitFrontmatter.ts';

/** One content file, parsed, with a way back from a field path to its line and column. */
export interface SourceFile {
  /** Path relative to the project, forward slashes. */
  file: string;
  data: unknown;
  /** Markdown body (empty for YAML files). */
  body: string;
  /** 1-based line on which the Markdown body starts. */
  bodyLine: number;
  /** Where a field's value is written (the key itself with `'key'`: for a field that should not be there). */
  locate(path: readonly PropertyKey[], at?: FieldPart): { line: number; column: number };
  /**
   * `data` is what the file's schema gave back when an earlier build of the same code
   * validated the same bytes (validateRecords.ts, the build cache): it needs no validating again.
   */
  validated?: true;
}

export type ParseResult = { ok: true; source: SourceFile } | { ok: false; diagnostics: Diagnostic[] };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A file parsed by an earlier build, whose bytes are the same: its values as they were, and a
 * way back to its lines that parses the file again only if a problem needs one.
 */
export function storedSourceFile(
  file: string,
  bytes: () => Uint8Array,
  stored: { data: unknown; body: string; bodyLine: number; validated?: true },
): ParseResult {
  let parsed: SourceFile | undefined;
  const locate = (path: readonly PropertyKey[], at?: FieldPart) => {
    if (!parsed) {
      const result = parseSourceFile(file, bytes());
      if (!result.ok) return { line: 1, column: 1 };
      parsed = result.source;
    }
    return parsed.locate(path, at);
  };
  const source: SourceFile = { file, data: stored.data, body: stored.body, bodyLine: stored.bodyLine, locate };
  if (stored.validated) source.validated = true;
  return { ok: true, source };
}

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

  const { yaml, yamlLineOffset, body, bodyLine } = file.endsWith('.md') ? splitFrontmatter(text) : { yaml: text, yamlLineOffset: 0, body: '', bodyLine: 1 };
  const parsed = parseYaml(yaml);
  if ('error' in parsed) {
    const { rule = 'content/yaml-syntax', message, line, column, hint } = parsed.error;
    const details = { message: rule === 'content/yaml-syntax' ? `Malformed YAML: ${message}` : message, ...(hint ? { hint } : {}) };
    return { ok: false, diagnostics: [problem(rule, { file, line: line + yamlLineOffset, column }, details)] };
  }
  const locate = (path: readonly PropertyKey[], part?: FieldPart) => {
    const at = parsed.locate(path, part);
    return { line: at.line + yamlLineOffset, column: at.column };
  };
  const controls = controlCharacterProblems(file, parsed.value, body, bodyLine, locate);
  if (controls.length > 0) return { ok: false, diagnostics: controls };
  return { ok: true, source: { file, data: parsed.value, body, bodyLine, locate } };
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
    problem(
      'content/control-character',
      { file, ...at },
      { message: `${field === '(body)' ? 'The body' : `\`${field}\``} holds the control character ${codePoint}`, field, found: codePoint },
    ),
  );
}

function firstInvalidUtf8(bytes: Uint8Array): { line: number; column: number; byte: string } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < bytes.length;) {
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
