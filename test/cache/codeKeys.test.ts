import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { codeKeys, codeSplit, keysFor, readCodeGraph, registryFiles, type CodeLayout } from '../../src/cache/codeKeys.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { pageTemplates } from '../../templates/pages/index.ts';
import path from 'node:path';

// A small package shaped like ours: the build reaches the document shell and the registry,
// and the registry reaches the page templates, which share some components; a worker is an
// entry of its own. Written to a folder, since the import graph is esbuild's (readCodeGraph).
const project = {
  'src/build.ts': "export const renderPages = () => import('./render/renderPages.tsx');",
  'src/worker.mjs': "import { Header } from '../templates/components/Header.tsx';\nexport const worker = Header;",
  'src/render/renderPages.tsx':
    "import { pageTemplates } from '../../templates/pages/index.ts';\nimport { Document } from '../../templates/Document.tsx';\nexport const all = [pageTemplates, Document];",
  'templates/Document.tsx': "import { Header } from './components/Header.tsx';\nexport const Document = Header;",
  'templates/components/Header.tsx': 'export const Header = 1;',
  'templates/components/Card.tsx': 'export const Card = 1;',
  'templates/components/Prose.tsx': 'export const Prose = 1;',
  'templates/pages/index.ts':
    "import { A } from './A.tsx';\nimport { B } from './B.tsx';\nimport { C } from './C.tsx';\nexport const pageTemplates = { a: A, b: B, c: C };",
  'templates/pages/A.tsx':
    "import { Card } from '../components/Card.tsx';\nimport { Header } from '../components/Header.tsx';\nexport const A = [Card, Header];",
  'templates/pages/B.tsx': "import { Card } from '../components/Card.tsx';\nimport { Prose } from '../components/Prose.tsx';\nexport const B = [Card, Prose];",
  'templates/pages/C.tsx': 'export const C = 1;',
};
let dir: string;
let layout: CodeLayout;
let split: ReturnType<typeof codeSplit>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'site-code-keys-'));
  for (const [file, text] of [...Object.entries(project), ['tsconfig.json', '{ "compilerOptions": { "jsx": "react-jsx" } }'] as const]) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  layout = {
    root: dir,
    entries: [path.join(dir, 'src/build.ts'), path.join(dir, 'src/worker.mjs')],
    registry: path.join(dir, 'templates/pages/index.ts'),
    salt: 'site 1.0.0',
  };
  split = codeSplit(await readCodeGraph(dir, [...layout.entries, layout.registry]), layout);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Which keys change when one file is edited. */
function changedBy(file: keyof typeof project, salt = layout.salt): string[] {
  const sources = (edited?: string) =>
    new Map(Object.entries(project).map(([name, text]) => [path.join(dir, name), name === edited ? `${text}\n// edited` : text]));
  const before = keysFor(sources(), layout, split);
  const after = keysFor(sources(file), { ...layout, salt }, split);
  return [
    ...(before.common === after.common ? [] : ['common']),
    ...Object.keys(before.templates).filter((name) => before.templates[name] !== after.templates[name]),
  ];
}

describe('code keys', () => {
  it('change for one template when only that template is edited', () => {
    expect(changedBy('templates/pages/A.tsx')).toEqual(['a']);
    expect(changedBy('templates/pages/C.tsx')).toEqual(['c']);
  });

  it('change for every template that uses an edited component, and no other', () => {
    expect(changedBy('templates/components/Card.tsx')).toEqual(['a', 'b']);
    expect(changedBy('templates/components/Prose.tsx')).toEqual(['b']);
  });

  it('change the common key for the document shell, the pipeline and its workers', () => {
    expect(changedBy('templates/components/Header.tsx')).toEqual(['common']);
    expect(changedBy('src/render/renderPages.tsx')).toEqual(['common']);
    expect(changedBy('src/worker.mjs')).toEqual(['common']);
  });

  it('change the common key for a new version or lockfile', () => {
    expect(changedBy('templates/pages/C.tsx', 'site 1.0.1')).toEqual(['common', 'c']);
  });

  it('cover every template of the real package', async () => {
    const keys = await codeKeys(packageRoot, path.join(packageRoot, 'templates'));
    expect(Object.keys(keys.templates).sort()).toEqual(Object.keys(pageTemplates).sort());
    expect(keys.common).toMatch(/^[0-9a-f]{40}$/);
  });

  it('find the file that really defines each template: the component of its name, in the file of that name, which the registry imports', async () => {
    const registry = path.join(packageRoot, 'templates', 'pages', 'index.ts');
    const files = registryFiles(await readCodeGraph(packageRoot, [registry]), registry);
    expect([...files.keys()].sort()).toEqual(Object.keys(pageTemplates).sort());
    for (const [name, file] of files) {
      const component = path.basename(file, path.extname(file));
      const exported = (await import(file)) as Record<string, unknown>;
      expect(exported[component], `${name} in ${file}`).toBe(pageTemplates[name as keyof typeof pageTemplates]);
    }
  });
});
