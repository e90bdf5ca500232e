import { appendFile, cp, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { packageRoot } from '../../src/projectPaths.ts';
import { checkedPages, copyChecked, type CheckedSite } from './checkedPages.ts';
import { searchSettings, shareCardSettings } from './modelFactory.ts';

export { searchSettings };

/** The small project (test/fixtures/README.md). */
export const smallProjectRoot = path.join(packageRoot, 'test', 'fixtures', 'small');

export interface FixtureProject {
  root: string;
  write(file: string, data: string | Uint8Array): Promise<void>;
  read(file: string): Promise<string>;
  remove(file: string): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * A throwaway project: a copy of the real content/ and public/ in a temp folder, which a
 * test then changes file by file. Scenario overlays live in test/fixtures/<scenario>/.
 * With `checkedPages`, its `site check` cache has already seen every page of the real content
 * (test/support/checkedPages.ts): for tests about what a check says of a change, not about the
 * check cache, so html-validate runs only on the pages the change touched.
 */
export async function fixtureProject(scenario?: string, options: { checkedPages?: boolean } = {}): Promise<FixtureProject> {
  return copyOf(packageRoot, 'real', scenario, options);
}

/**
 * A throwaway copy of the small project, test/fixtures/small/: every fixed page and template,
 * with under a third of the real pages (test/fixtures/README.md), so it builds and checks in a
 * fraction of the time. For tests of how the pipeline works (caches, sessions, drafts, the
 * CLI, staging, the check) rather than of what the real content says. It is a site without
 * search (Pagefind's index is most of a small build's time): `search` turns it on, with the
 * real site's settings, for the tests of the search or of an output that holds it. Nor does it
 * draw share cards (a card a page, in every cold build of the dozens of tests that build it):
 * `shareCards` turns them on, as the real site has them, for the tests of the cards.
 */
export async function smallProject(options: { checkedPages?: boolean; search?: boolean; shareCards?: boolean } = {}): Promise<FixtureProject> {
  if ((options.search || options.shareCards) && options.checkedPages)
    throw new Error('the checked pages are those of the small project without search or cards');
  const project = await copyOf(smallProjectRoot, 'small', undefined, options);
  if (options.search) await appendFile(path.join(project.root, 'content/site.yaml'), stringify(searchSettings));
  if (options.shareCards) await appendFile(path.join(project.root, 'content/site.yaml'), stringify(shareCardSettings));
  return project;
}

async function copyOf(from: string, site: CheckedSite, scenario?: string, options: { checkedPages?: boolean } = {}): Promise<FixtureProject> {
  const root = await mkdtemp(path.join(tmpdir(), 'site-fixture-'));
  await cp(path.join(from, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(from, 'public'), path.join(root, 'public'), { recursive: true });
  return projectAt(root, scenario, options.checkedPages ? site : undefined);
}

/**
 * An empty project: a folder with no content/, for tests of `site check` on a built site
 * alone (a check reads the content only when there is some).
 */
export async function emptyProject(): Promise<FixtureProject> {
  return projectAt(await mkdtemp(path.join(tmpdir(), 'site-fixture-')));
}

async function projectAt(root: string, scenario?: string, checked?: CheckedSite): Promise<FixtureProject> {
  if (scenario) await cp(path.join(packageRoot, 'test', 'fixtures', scenario), root, { recursive: true });
  if (checked) await copyChecked(await checkedPages(checked), path.join(root, '.site-cache'));
  return {
    root,
    async write(file, data) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), data);
    },
    read: (file) => readFile(path.join(root, file), 'utf8'),
    remove: (file) => rm(path.join(root, file), { recursive: true, force: true }),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** Captures what a CLI command writes. */
export function captureIo() {
  let stdout = '';
  let stderr = '';
  return {
    io: { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: (text: string) => (stderr += text) } },
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
  };
}
