import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/projectPaths.ts';
import { findCycles, readAllowedImports, readImportGraph, unitOf, type ImportEdge } from './importGraph.ts';

const graph = await readImportGraph(packageRoot, ['src/**/*.{ts,tsx,mjs}', 'templates/**/*.{ts,tsx,mjs}', 'bin/*']);
const allowed = readAllowedImports(readFileSync(path.join(packageRoot, 'docs', 'architecture.md'), 'utf8'));
const crossUnit = graph.edges.filter(({ from, to }) => unitOf(from) !== unitOf(to));
const unitEdges: ImportEdge[] = crossUnit.map(({ from, to }) => ({ from: unitOf(from), to: unitOf(to) }));
/** `a → b → a`, and every unit or file caught in the same knot when there are more. */
const show = ({ members, cycle }: { members: readonly string[]; cycle: readonly string[] }) =>
  members.length + 1 > cycle.length ? `${cycle.join(' → ')} (the knot: ${members.join(', ')})` : cycle.join(' → ');

describe('the import graph of src/, templates/ and bin/', () => {
  it('is read from every module, imports resolving to files', () => {
    expect(graph.files).toContain('src/build.ts');
    expect(graph.files).toContain('bin/site');
    expect(graph.edges).toContainEqual({ from: 'bin/site', to: 'bin/loadCli.mjs' });
    // A dynamic import counts like any other: build.ts loads its heavy stages that way.
    expect(graph.edges).toContainEqual({ from: 'src/build.ts', to: 'src/pipeline/buildSite.ts' });
  });

  it('has no cycle between files', () => {
    expect(findCycles(graph.edges).map(show)).toEqual([]);
  });

  it('has no cycle between units', () => {
    expect(findCycles(unitEdges).map(show)).toEqual([]);
  });

  it('has a row in docs/architecture.md for every unit', () => {
    const units = [...new Set(graph.files.map(unitOf))].sort();
    expect(units.filter((unit) => !allowed.has(unit))).toEqual([]);
    // A row for a unit that has no files any more is stale.
    expect([...allowed.keys()].filter((unit) => !units.includes(unit))).toEqual([]);
  });

  it('imports across units only where docs/architecture.md allows it', () => {
    const forbidden = crossUnit
      .filter(({ from, to }) => !allowed.get(unitOf(from))?.has(unitOf(to)))
      .map(({ from, to }) => `${from} → ${to}: ${unitOf(from)} may not import ${unitOf(to)}`);
    expect(forbidden).toEqual([]);
  });

  it('allows no cycle in the table of docs/architecture.md itself', () => {
    const table = [...allowed].flatMap(([from, targets]) => [...targets].map((to) => ({ from, to })));
    expect(table.length).toBeGreaterThan(20);
    expect(findCycles(table).map(show)).toEqual([]);
  });
});

describe('findCycles', () => {
  it('finds a cycle of three and prints it from its first file back to it', () => {
    const edges = [
      { from: 'a', to: 'b' },
      { from: 'b', to: 'c' },
      { from: 'c', to: 'a' },
      { from: 'c', to: 'd' },
    ];
    expect(findCycles(edges)).toEqual([{ members: ['a', 'b', 'c'], cycle: ['a', 'b', 'c', 'a'] }]);
  });

  it('finds a file that imports itself, and nothing in a graph without cycles', () => {
    expect(findCycles([{ from: 'a', to: 'a' }])).toEqual([{ members: ['a'], cycle: ['a', 'a'] }]);
    expect(
      findCycles([
        { from: 'a', to: 'b' },
        { from: 'a', to: 'c' },
        { from: 'b', to: 'c' },
      ]),
    ).toEqual([]);
  });
});

describe('unitOf', () => {
  it('names folders under src/, files in src/, the site script apart from templates, and bin/', () => {
    expect(unitOf('src/check/rules/budgets.ts')).toBe('src/check/');
    expect(unitOf('src/build.ts')).toBe('src/build.ts');
    expect(unitOf('templates/pages/Home.tsx')).toBe('templates/');
    expect(unitOf('templates/context.ts')).toBe('templates/');
    expect(unitOf('templates/client/site.ts')).toBe('templates/client/');
    expect(unitOf('bin/site')).toBe('bin/');
  });
});

describe('the one reader of imports (src/cache/codeKeys.ts)', () => {
  it('finds every relative import the TypeScript compiler finds that is not type-only, in every module', async () => {
    const ts = (await import('typescript')).default;
    let compared = 0;
    // Declaration files (.d.mts) hold types only.
    for (const file of graph.files.filter((name) => !/\.d\.m?ts$/.test(name))) {
      const source = readFileSync(path.join(packageRoot, file), 'utf8');
      const typeOnly = new Set([...source.matchAll(/^(?:import|export) type [^;]*?from '([^']+)'/gm)].map((match) => match[1]!));
      const compiler = ts
        .preProcessFile(source, true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((name) => name.startsWith('.') && !typeOnly.has(name))
        .map((name) => path.posix.normalize(path.posix.join(path.posix.dirname(file), name)));
      const ours = new Set(graph.edges.filter((edge) => edge.from === file).map((edge) => edge.to));
      expect({ file, missed: compiler.filter((name) => !ours.has(name)) }).toEqual({ file, missed: [] });
      compared += compiler.length;
    }
    expect(compared).toBeGreaterThan(500);
  });
});
