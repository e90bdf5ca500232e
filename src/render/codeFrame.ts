import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceLocation } from '../errors/problem.ts';

/** Where in the project's own code an error was thrown, and the template frame that led there. */
export interface CodeFrames {
  /** The innermost frame in the site's own code (templates/ or src/), not in its dependencies. */
  thrown?: SourceLocation;
  /** The innermost frame in templates/: the component to look at. */
  template?: SourceLocation;
}

/** One `at …` line of a V8 stack: the file (path or file: URL), line and column. */
const frameLine = /^\s*at (?:.*? \()?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?$/;

/**
 * Reads an error's stack for the site's own frames, relative to the package root. The
 * compiled CLI (src/compiledCode.mjs) runs bundles with source maps beside them: its frames are
 * mapped back to the TypeScript sources here, only when a render fails, so a normal build
 * never parses a map. From the sources (tsx), frames already name the .ts and .tsx files.
 */
export function codeFrames(stack: string | undefined, codeRoot: string, templatesDir: string): CodeFrames {
  const frames: CodeFrames = {};
  for (const line of (stack ?? '').split('\n')) {
    const match = frameLine.exec(line);
    if (!match) continue;
    const file = match[1]!.startsWith('file:') ? fileURLToPath(match[1]!) : match[1]!;
    const at = original(file, Number(match[2]), Number(match[3]));
    const relative = at && inside(codeRoot, at.file) ? path.relative(codeRoot, at.file).split(path.sep) : undefined;
    if (!at || !relative || relative.includes('node_modules')) continue;
    const located = { file: relative.join('/'), line: at.line, column: at.column };
    frames.thrown ??= located;
    if (inside(templatesDir, at.file)) {
      frames.template = located;
      break;
    }
  }
  return frames;
}

/** The stack with each compiled frame shown at its place in the sources, for `--verbose`. */
export function sourceStack(stack: string): string {
  return stack
    .split('\n')
    .map((line) => {
      const match = frameLine.exec(line);
      if (!match) return line;
      const file = match[1]!.startsWith('file:') ? fileURLToPath(match[1]!) : match[1]!;
      const at = original(file, Number(match[2]), Number(match[3]));
      return at ? line.replace(`${match[1]}:${match[2]}:${match[3]}`, `${at.file}:${at.line}:${at.column}`) : line;
    })
    .join('\n');
}

const maps = new Map<string, SourceMap | undefined>();

/** A compiled frame's place in the source it came from; a source frame as it is. */
function original(file: string, line: number, column: number): { file: string; line: number; column: number } | undefined {
  if (!file.includes(`${path.sep}.cache${path.sep}site${path.sep}`)) return { file, line, column };
  if (!maps.has(file)) maps.set(file, readMap(`${file}.map`));
  const entry = maps.get(file)?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return undefined;
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(file), entry.originalSource);
  return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

function readMap(file: string): SourceMap | undefined {
  try {
    return new SourceMap(JSON.parse(readFileSync(file, 'utf8')) as ConstructorParameters<typeof SourceMap>[0]);
  } catch {
    return undefined;
  }
}

function inside(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
