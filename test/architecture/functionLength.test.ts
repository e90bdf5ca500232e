import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/projectPaths.ts';

/** The most lines a function may span, its nested functions counted with it (docs/development.md). */
const MAX_LINES = 80;

/** Every outermost function of a module (declarations, methods, arrows, expressions) longer than MAX_LINES, as `file:line name (lines)`. */
function longFunctions(file: string, text = readFileSync(path.join(packageRoot, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.end).line - first + 1;
      const name = node.name && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
      if (lines > MAX_LINES) found.push(`${file}:${first + 1} ${name} (${lines} lines)`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the code', () => {
  it(`has no function over ${MAX_LINES} lines, counting the functions nested in it`, () => {
    const files = fg.sync(['src/**/*.{ts,tsx,mjs}', 'templates/**/*.{ts,tsx,mjs}', 'bin/*.mjs', 'scripts/**/*.ts'], { cwd: packageRoot }).sort();
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => longFunctions(file))).toEqual([]);
  });

  it('finds a long arrow function, and counts a nested function with the one around it', () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `  const a${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `export const long = () => {\n${lines(MAX_LINES)}\n};\n`)).toEqual(['x.ts:1 (anonymous) (82 lines)']);
    const nested = `export function outer() {\n${lines(50)}\n  function inner() {\n${lines(40)}\n  }\n}\n`;
    expect(longFunctions('y.ts', nested)).toEqual(['y.ts:1 outer (94 lines)']);
    expect(longFunctions('z.ts', `export function short() {\n${lines(MAX_LINES - 2)}\n}\n`)).toEqual([]);
  });
});
