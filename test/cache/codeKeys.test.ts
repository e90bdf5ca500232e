import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { codeKeys, keysFor, registryFiles, type CodeLayout } from '../../src/cache/codeKeys.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { pageTemplates } from '../../templates/pages/index.ts';
import path from 'node:path';

// A small package shaped like ours: the build reaches the document shell and the registry,
// and the registry reaches the page templates, which share some components.
const project = {
  '/p/src/build.ts': "const { renderPages } = await import('./render/renderPages.tsx');\nnew Worker(new URL('./worker.mjs', import.meta.url));",
  '/p/src/worker.mjs': '// worker',
  '/p/src/render/renderPages.tsx': "import { pageTemplates } from '../../templates/pages/index.ts';\nimport { Document } from '../../templates/Document.tsx';",
  '/p/templates/Document.tsx': "import { Header } from './components/Header.tsx';",
  '/p/templates/components/Header.tsx': 'export const Header = 1;',
  '/p/templates/components/Card.tsx': 'export const Card = 1;',
  '/p/templates/components/Prose.tsx': 'export const Prose = 1;',
  '/p/templates/pages/index.ts': "import { A } from './A.tsx';\nimport { B } from './B.tsx';\nexport { C } from './C.tsx';",
  '/p/templates/pages/A.tsx': "import { Card } from '../components/Card.tsx';\nimport { Header } from '../components/Header.tsx';",
  '/p/templates/pages/B.tsx': "import { Card } from '../components/Card.tsx';\nimport { Prose } from '../components/Prose.tsx';",
  '/p/templates/pages/C.tsx': 'export const C = 1;',
};
const layout: CodeLayout = {
  buildEntry: '/p/src/build.ts',
  registry: '/p/templates/pages/index.ts',
  pages: new Map([
    ['a', '/p/templates/pages/A.tsx'],
    ['b', '/p/templates/pages/B.tsx'],
    ['c', '/p/templates/pages/C.tsx'],
  ]),
  salt: 'site 1.0.0',
};

/** Which keys change when one file is edited. */
function changedBy(file: keyof typeof project, salt = layout.salt): string[] {
  const before = keysFor(new Map(Object.entries(project)), layout);
  const after = keysFor(new Map(Object.entries({ ...project, [file]: `${project[file]}\n// edited` })), { ...layout, salt });
  return [
    ...(before.common === after.common ? [] : ['common']),
    ...Object.keys(before.templates).filter((name) => before.templates[name] !== after.templates[name]),
  ];
}

describe('code keys', () => {
  it('change for one template when only that template is edited', () => {
    expect(changedBy('/p/templates/pages/A.tsx')).toEqual(['a']);
    expect(changedBy('/p/templates/pages/C.tsx')).toEqual(['c']);
  });

  it('change for every template that uses an edited component, and no other', () => {
    expect(changedBy('/p/templates/components/Card.tsx')).toEqual(['a', 'b']);
    expect(changedBy('/p/templates/components/Prose.tsx')).toEqual(['b']);
  });

  it('change the common key for the document shell, the pipeline and its workers', () => {
    expect(changedBy('/p/templates/components/Header.tsx')).toEqual(['common']);
    expect(changedBy('/p/src/render/renderPages.tsx')).toEqual(['common']);
    expect(changedBy('/p/src/worker.mjs')).toEqual(['common']);
  });

  it('change the common key for a new version or lockfile', () => {
    expect(changedBy('/p/templates/pages/C.tsx', 'site 1.0.1')).toEqual(['common', 'c']);
  });

  it('cover every template of the real package', () => {
    const keys = codeKeys(packageRoot, path.join(packageRoot, 'templates'));
    expect(Object.keys(keys.templates).sort()).toEqual(Object.keys(pageTemplates).sort());
    expect(keys.common).toMatch(/^[0-9a-f]{40}$/);
  });

  it('find the file that really defines each template in the registry', async () => {
    const registry = path.join(packageRoot, 'templates', 'pages', 'index.ts');
    const files = registryFiles(registry, readFileSync(registry, 'utf8'));
    expect([...files.keys()].sort()).toEqual(Object.keys(pageTemplates).sort());
    for (const [name, file] of files) {
      const exported = Object.values((await import(file)) as Record<string, unknown>);
      expect(exported, `${name} in ${file}`).toContain(pageTemplates[name as keyof typeof pageTemplates]);
    }
  });
});
