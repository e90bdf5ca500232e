import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/content/parseMarkdown.ts';
import { OUTPUT_MARKER } from '../../src/output/outputMarker.ts';
import { packageRoot } from '../../src/projectPaths.ts';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Workflow {
  on: unknown;
  jobs: Record<string, { 'runs-on': string; env?: Record<string, unknown>; steps: Step[] }>;
}

const read = (file: string) => readFileSync(path.join(packageRoot, file), 'utf8');

/** The workflow docs/ci.md gives to paste: its first ```yaml block, parsed as GitHub reads it (YAML 1.2). */
function documentedWorkflow(): { workflow: Workflow; errors: string[] } {
  const block = parseMarkdown(read('docs/ci.md')).children.find((node) => node.type === 'code' && node.lang === 'yaml');
  if (block?.type !== 'code') throw new Error('docs/ci.md has no ```yaml block');
  const document = parseDocument(block.value, { uniqueKeys: true });
  return { workflow: document.toJS() as Workflow, errors: [...document.errors, ...document.warnings].map(String) };
}

/** A `path:` input's lines (a block scalar lists one path a line). */
const pathsOf = (step: Step | undefined) =>
  (typeof step?.with?.['path'] === 'string' ? step.with['path'] : '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('the GitHub Actions workflow of docs/ci.md', () => {
  const { workflow, errors } = documentedWorkflow();
  const [job] = Object.values(workflow.jobs ?? {});
  const steps = job?.steps ?? [];
  const at = (test: (step: Step) => boolean) => steps.findIndex(test);
  const uses = (action: string) => (step: Step) => step.uses?.startsWith(`${action}@`) === true;
  const runs = (command: string) => (step: Step) => step.run?.trim() === command;

  it('is valid YAML with one job of steps, each an action or a command', () => {
    expect(errors).toEqual([]);
    expect(workflow.on).toBeDefined();
    expect(Object.keys(workflow.jobs)).toHaveLength(1);
    expect(job!['runs-on']).toMatch(/^ubuntu-/);
    expect(steps.filter((step) => (step.uses === undefined) === (step.run === undefined))).toEqual([]);
  });

  it('checks out the whole history, which dates the sitemap', () => {
    const checkout = steps[at(uses('actions/checkout'))];
    expect(checkout?.with?.['fetch-depth']).toBe(0);
    expect(at(uses('actions/checkout'))).toBe(0);
  });

  it('restores and saves .site-cache/, which holds the last build’s pages, with dist-deploy/, before the build', () => {
    const index = at(uses('actions/cache'));
    const cache = steps[index];
    expect(pathsOf(cache).sort()).toEqual(['.site-cache', 'dist-deploy']);
    expect(String(cache?.with?.['key'])).toContain('${{ github.sha }}');
    expect(cache?.with?.['restore-keys']).toBeTruthy();
    expect(index).toBeGreaterThan(-1);
    expect(index).toBeLessThan(at(runs('npm test')));
  });

  it('runs every test with a browser named by CHROMIUM_PATH, which the test script and the browser tests read', () => {
    const test = steps[at(runs('npm test'))];
    const chromium = test?.env?.['CHROMIUM_PATH'] ?? job?.env?.['CHROMIUM_PATH'];
    expect(String(chromium)).toMatch(/^\/\S+$/);
    expect(read('scripts/test.sh')).toContain('CHROMIUM_PATH');
    expect(read('test/browser/browser.ts')).toContain("process.env['CHROMIUM_PATH']");
  });

  it('publishes dist/ with its hidden files, the build marker among them, after the build', () => {
    const index = at(uses('actions/upload-artifact'));
    const upload = steps[index];
    expect(pathsOf(upload)).toContain('dist');
    expect(upload?.with?.['include-hidden-files']).toBe(true);
    expect(OUTPUT_MARKER.startsWith('.')).toBe(true);
    expect(index).toBeGreaterThan(at(runs('npx site build')));
    expect(at(runs('npx site build'))).toBeGreaterThan(at(runs('npm test')));
  });
});
