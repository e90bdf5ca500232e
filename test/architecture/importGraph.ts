import path from 'node:path';
import fg from 'fast-glob';
import { readCodeGraph } from '../../src/cache/codeKeys.ts';

export interface ImportEdge {
  from: string;
  to: string;
}

/**
 * Every import (static, dynamic, re-export) of every module matched by `patterns`, as paths
 * relative to `root`, read as the build cache reads them (`readCodeGraph`: esbuild's graph), so
 * the graph this test holds is the one the cache keys follow. A type-only import is no import
 * at run time, and is not in it. Worker files are started, not imported: they run in a thread
 * of their own, so they are no edge here (the cache keys count them as entries of their own).
 */
export async function readImportGraph(root: string, patterns: readonly string[]): Promise<{ files: string[]; edges: ImportEdge[] }> {
  const files = fg.sync([...patterns], { cwd: root, onlyFiles: true }).sort();
  const known = new Set(files);
  const graph = await readCodeGraph(root, files);
  const edges = files.flatMap((file) =>
    (graph.get(path.join(root, file)) ?? [])
      .map((to) => ({ from: file, to: path.relative(root, to).split(path.sep).join('/') }))
      .filter(({ to }) => known.has(to)),
  );
  return { files, edges };
}

/**
 * The unit of docs/architecture.md a file belongs to: a folder directly under src/ (with its
 * subfolders), a file directly in src/, templates/client/, the rest of templates/, or bin/.
 */
export function unitOf(file: string): string {
  const [top, second, ...rest] = file.split('/');
  if (top === 'templates') return second === 'client' && rest.length > 0 ? 'templates/client/' : 'templates/';
  if (top === 'src') return rest.length === 0 ? file : `src/${second}/`;
  return `${top}/`;
}

/** The table of "What each unit may import" in docs/architecture.md: unit → the units it may import. */
export function readAllowedImports(markdown: string): Map<string, Set<string>> {
  const start = markdown.indexOf('\n## What each unit may import');
  if (start === -1) throw new Error('docs/architecture.md has no "What each unit may import" section');
  const end = markdown.indexOf('\n## ', start + 1);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  const allowed = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').slice(1, -1);
    if (cells.length !== 2) continue;
    const [unit, ...extra] = codeSpans(cells[0]!);
    if (!unit || extra.length > 0) continue; // the header and divider rows
    allowed.set(unit, new Set(codeSpans(cells[1]!)));
  }
  return allowed;
}

function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

/**
 * The cycles of a directed graph: one per strongly connected component of more than one node
 * (or a node that reaches itself), with its members, sorted, and the shortest cycle through
 * the first of them as a path that starts and ends there.
 */
export function findCycles(edges: readonly ImportEdge[]): { members: string[]; cycle: string[] }[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.get(from)!.includes(to)) next.get(from)!.push(to);
  }
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  for (const root of [...next.keys()].sort()) {
    if (index.has(root)) continue;
    const work: { node: string; child: number }[] = [{ node: root, child: 0 }];
    index.set(root, index.size);
    low.set(root, index.get(root)!);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const children = next.get(frame.node) ?? [];
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, index.size);
          low.set(child, index.get(child)!);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || children.includes(frame.node)) components.push(component.sort());
    }
  }
  return components.map((members) => ({ members, cycle: cycleThrough(members, next) }));
}

/** A shortest path from the component's first node back to itself, inside the component. */
function cycleThrough(component: readonly string[], next: ReadonlyMap<string, readonly string[]>): string[] {
  const start = component[0]!;
  const members = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const child of next.get(node) ?? []) {
      if (child === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (members.has(child) && !cameFrom.has(child)) {
        cameFrom.set(child, node);
        queue.push(child);
      }
    }
  }
  return [...component, start];
}
