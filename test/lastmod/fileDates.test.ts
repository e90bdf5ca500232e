import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileDates, type Parts } from '../../src/lastmod/fileDates.ts';
import { gitState } from '../../src/lastmod/gitLog.ts';
import { createPageDates } from '../../src/lastmod/pageDates.ts';
import { pageLastmods, readSiteHistory } from '../../src/lastmod/siteDates.ts';
import { projectPaths } from '../../src/projectPaths.ts';
import { collectionRead } from '../../src/content/readKeys.ts';
import { git } from '../support/git.ts';

const seconds = (date: string) => Date.parse(date) / 1000;
const PLANS = 'content/plans/vps.yaml';
const plans = (price: string) => `plans:\n  - { name: VPS 2, price: "${price}" }\n`;

describe('the dates of the parts of content files, from the history of HEAD', () => {
  let root: string;
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  };
  const commit = (date: string, message = date) => git(root, ['commit', '-q', '-am', message], date);
  const datesNow = async () => {
    const state = await gitState(root);
    if ('problem' in state) throw new Error(state.problem);
    return (await readFileDates(root, state, { contentDir: 'content', dirs: ['content'], now: seconds('2026-01-01T00:00:00Z') })).dates;
  };
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-file-dates-'));
    git(root, ['init', '-q', '-b', 'main']);
    await write(PLANS, plans('£3.99'));
    await write('content/site.yaml', 'name: Site\n');
    git(root, ['add', '-A']);
    commit('2025-01-01T09:00:00Z');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('dates what a merge brought in by the merge, not by the commit on the side branch', async () => {
    git(root, ['checkout', '-q', '-b', 'prices']);
    await write(PLANS, plans('£4.99'));
    commit('2025-02-01T09:00:00Z');
    git(root, ['checkout', '-q', 'main']);
    await write('content/site.yaml', 'name: Another site\n');
    commit('2025-03-01T09:00:00Z');
    git(root, ['merge', '-q', '--no-ff', '-m', 'Merge the prices', 'prices'], '2025-04-01T09:00:00Z');
    const dates = await datesNow();
    expect(dates.get(PLANS)?.parts.get('0.price')).toBe(seconds('2025-04-01T09:00:00Z'));
    expect(dates.get('content/site.yaml')?.parts.get('name')).toBe(seconds('2025-03-01T09:00:00Z'));
  });

  it('dates only the parts an uncommitted edit changed at the build, the rest at their commits, in a session that kept the history too', async () => {
    await write(PLANS, 'plans:\n  - { name: VPS 2, price: "£3.99" }\n  - { name: VPS 4, price: "£7.99" }\n');
    commit('2025-02-01T09:00:00Z');
    const state = await gitState(root);
    if ('problem' in state) throw new Error(state.problem);
    const now = seconds('2026-01-01T00:00:00Z');
    const first = await readFileDates(root, state, { contentDir: 'content', dirs: ['content'], now });
    await write(PLANS, 'plans:\n  - { name: VPS 2, price: "£3.99" }\n  - { name: VPS 4, price: "£8.99" }\n');
    // From scratch, and as a watch session's next build does, with the history it kept.
    for (const kept of [undefined, first.committed]) {
      const { dates } = await readFileDates(root, { ...state, dirty: [PLANS] }, { contentDir: 'content', dirs: ['content'], now, kept });
      const parts = dates.get(PLANS)!.parts;
      expect(parts.get('1.price')).toBe(now);
      expect(parts.get('0.price')).toBe(seconds('2025-01-01T09:00:00Z'));
      expect(parts.get('0.name')).toBe(seconds('2025-01-01T09:00:00Z'));
      expect(dates.get(PLANS)!.keys).toBe(seconds('2025-02-01T09:00:00Z'));
    }
    // A new file, not yet committed: every part of it is new.
    await write('content/faqs/home.yaml', 'items: []\n');
    const { dates } = await readFileDates(
      root,
      { ...state, dirty: ['content/faqs/home.yaml'] },
      { contentDir: 'content', dirs: ['content'], now, kept: first.committed },
    );
    expect(dates.get('content/faqs/home.yaml')!.parts.get('items')).toBe(now);
  });

  it('says its parts are new only when a version was parsed afresh or one known has left the history', async () => {
    const state = async () => {
      const found = await gitState(root);
      if ('problem' in found) throw new Error(found.problem);
      return found;
    };
    const now = seconds('2026-01-01T00:00:00Z');
    const read = async (known?: ReadonlyMap<string, Parts>) =>
      readFileDates(root, await state(), { contentDir: 'content', dirs: ['content'], now, ...(known ? { known } : {}) });
    const first = await read();
    expect(first.newParts).toBe(true);
    // The next build, with the parts the first saved: a save since, not committed, parses no version.
    await write(PLANS, plans('£5.99'));
    expect((await read(first.blobs)).newParts).toBe(false);
    commit('2025-02-01T09:00:00Z');
    const committed = await read(first.blobs);
    expect(committed.newParts).toBe(true);
    // Known parts of a version no longer in the history (a branch left behind) are dropped.
    expect((await read(new Map([...committed.blobs, ['0'.repeat(40), { keys: '', values: new Map(), draft: false }]]))).newParts).toBe(true);
  });

  it("changes a collection's membership when a record is published or made a draft, as when one is added or deleted", async () => {
    const place = 'content/locations/deal.md';
    const listed = async () => createPageDates(await datesNow(), { contentDir: 'content', templateFiles: new Map() })([collectionRead('locations')], 'about');
    await write(place, '---\nname: Deal\ndraft: true\n---\nA town.\n');
    git(root, ['add', '-A']);
    commit('2025-02-01T09:00:00Z');
    // A draft added is not published: the pages that list places do not change.
    expect(await listed()).toBe(0);
    await write(place, '---\nname: Deal\n---\nA town.\n');
    commit('2025-03-01T09:00:00Z');
    expect(await listed()).toBe(seconds('2025-03-01T09:00:00Z'));
    await write(place, '---\nname: Deal\ndraft: true\n---\nA town.\n');
    commit('2025-04-01T09:00:00Z');
    expect(await listed()).toBe(seconds('2025-04-01T09:00:00Z'));
  });

  it('dates a page by its own code, under src/ as under templates/, and not by the common code', async () => {
    const [template, selection, common] = ['templates/pages/Location.tsx', 'src/routes/selections/pages/locationPage.ts', 'src/build.ts'];
    for (const [file, date] of [
      [template, '2025-02-01T09:00:00Z'],
      [selection, '2025-03-01T09:00:00Z'],
      [common, '2025-04-01T09:00:00Z'],
    ] as const) {
      await write(file, `// ${date}\n`);
      git(root, ['add', '-A']);
      commit(date);
    }
    const paths = projectPaths({ root, templatesDir: 'templates' });
    const code = new Map([['location', [template, selection].map((file) => path.join(root, file))]]);
    const history = await readSiteHistory(paths, await gitState(root), { read: false, save: false }, code);
    if ('problem' in history) throw new Error(history.problem);
    expect(pageLastmods(history, new Map(), { floor: undefined, declared: new Map() })({ url: '/web-hosting/kent/deal', template: 'location' })).toBe(
      '2025-03-01T09:00:00Z',
    );
  });

  it('says what failed when git fails in the repository, never that there is no repository', async () => {
    // The commits are gone, the branch still names one: `git log` cannot read it.
    for (const dir of await readdir(path.join(root, '.git/objects')))
      if (/^[0-9a-f]{2}$/.test(dir)) await rm(path.join(root, '.git/objects', dir), { recursive: true });
    expect(await readSiteHistory(projectPaths({ root }), await gitState(root), { read: false, save: false })).toEqual({
      problem: 'git-failed',
      detail: '`git log` failed: fatal: bad object HEAD',
    });
  });
});
