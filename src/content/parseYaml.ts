import { LineCounter, parseDocument, isMap, isSeq, visit, type Document, type Node, type YAMLError } from 'yaml';
import type { RuleId } from '../errors/catalogue.ts';

export type Position = { line: number; column: number };

/** Which part of a field a position points at: its value (where a fix usually goes) or its key. */
export type FieldPart = 'value' | 'key';

/** A YAML text's value and a way from a field path to its position, or where and why it is not valid. */
export type ParsedYaml = { value: unknown; locate(path: readonly PropertyKey[], at?: FieldPart): Position } | { error: YamlError };

/**
 * Parses YAML with `yaml` (the YAML 1.2 core schema): the value, or where and why the text is
 * not valid. Positions of fields come from the same parser, for the rare field a later stage
 * reports on: the parse tree is dropped once the value is read and made again only when a
 * position is asked for (at scale, kept trees cost hundreds of MB).
 */
export function parseYaml(text: string): ParsedYaml {
  const tooDeep = nestedTooDeep(text);
  if (tooDeep) return { error: tooDeep };
  const parsed = checkedParse(text, treeOf(text));
  if ('error' in parsed) return parsed;
  let tree: ReturnType<typeof treeOf> | undefined;
  return {
    value: parsed.value,
    locate(path, at = 'value') {
      tree ??= treeOf(text);
      const pos = tree.lineCounter.linePos(nodeOffset(tree.doc, path, at));
      return { line: pos.line, column: pos.col };
    },
  };
}

function treeOf(text: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
}

/** Where and why a YAML text is not valid, and, where the parser's own words would not help, what to do. */
export interface YamlError {
  rule?: RuleId;
  message: string;
  line: number;
  column: number;
  hint?: string;
}

type Parsed = { value: unknown } | { error: YamlError };

/**
 * Deeper than any content needs: the parser (and every walk over the value) recurses once per
 * level, and a file nested ten thousand deep overflowed the stack.
 */
export const MAX_NESTING = 100;

/**
 * Where the text nests deeper than MAX_NESTING, found before it is parsed: block nesting by
 * indentation (each `- ` that opens a sequence item on a line counts as a level too), and flow
 * nesting by brackets outside quotes and comments. Undefined when it does not.
 */
function nestedTooDeep(text: string): YamlError | undefined {
  const tooDeep = (line: number, column: number): YamlError => ({
    message: `The YAML nests more than ${MAX_NESTING} levels deep here; no content needs that many`,
    line,
    column,
    hint: 'Write the value flatter: a list of items, each a few fields.',
  });
  const indents: number[] = [];
  let flow = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const content = /^(\s*)((?:-\s+)*)(.*)$/.exec(line)!;
    if (flow === 0 && content[3] !== '' && !content[3]!.startsWith('#')) {
      const indent = content[1]!.length;
      while (indents.length > 0 && indents.at(-1)! >= indent) indents.pop();
      indents.push(indent);
      // `- - - x`: each dash opens a level, one column further in.
      for (const dash of content[2]!.matchAll(/-\s+/g)) indents.push(indent + dash.index + dash[0].length);
    }
    let quote: string | undefined;
    for (let at = 0; at < line.length; at++) {
      const char = line[at]!;
      if (quote) {
        if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '#' && (at === 0 || /\s/.test(line[at - 1]!))) break;
      else if (char === '[' || char === '{') flow++;
      else if (char === ']' || char === '}') flow = Math.max(0, flow - 1);
      if (flow + indents.length > MAX_NESTING) return tooDeep(i + 1, at + 1);
    }
    if (indents.length > MAX_NESTING) return tooDeep(i + 1, 1);
  }
  return undefined;
}

/** More alias expansions than any content file needs: past this, the file is an alias bomb. */
const MAX_ALIASES = 100;

function checkedParse(yamlText: string, { doc, lineCounter }: { doc: Document; lineCounter: LineCounter }): Parsed {
  const [error] = doc.errors;
  if (!error) return valueOf(doc, lineCounter, yamlText);
  // Only the first: the parser's later errors in the same file are mostly echoes of it.
  const overIndented = overIndentedLine(doc.errors, lineCounter, yamlText);
  if (overIndented) return { error: overIndented };
  const pos =
    error.code === 'MISSING_CHAR' && /quote/.test(error.message)
      ? (unbalancedQuote(yamlText) ?? lineCounter.linePos(error.pos[0]))
      : lineCounter.linePos(error.pos[0]);
  if (error.code === 'DUPLICATE_KEY') {
    const key = /^\s*(?:- )*["']?([^"':\n]*)/.exec(yamlText.slice(error.pos[0]))?.[1]?.trim();
    if (key)
      return {
        error: {
          message: `The field \`${key}\` is written twice here`,
          line: pos.line,
          column: pos.col,
          hint: `Keep one \`${key}:\` line and delete the other.`,
        },
      };
  }
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

/**
 * Offset of the deepest node on `path` that exists, so a missing field points at its parent:
 * at the value, or at the key with `at: 'key'` (or when the value is left empty).
 */
function nodeOffset(doc: Document, path: readonly PropertyKey[], at: FieldPart): number {
  let node: unknown = doc.contents;
  let offset = doc.contents?.range?.[0] ?? 0;
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
      if (!pair) break;
      node = pair.value;
      // At the value, where the fix goes; at the key when the value is left empty.
      const value = pair.value as Node | null;
      const written = at === 'value' && value?.range && value.range[1] > value.range[0] ? value.range[0] : undefined;
      offset = written ?? (pair.key as Node).range?.[0] ?? offset;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined;
      if (!item) break;
      node = item;
      offset = item.range?.[0] ?? offset;
    } else break;
  }
  return offset;
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
