import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildModel } from '../../src/content/buildModel.ts';
import { startOfLondonDay, todayInLondon } from '../../src/content/londonDate.ts';
import { formatDate } from '../../templates/components/ArticleDates.tsx';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
beforeAll(async () => {
  project = await fixtureProject();
});
afterAll(() => project.cleanup());

const edit = async (file: string, from: string | RegExp, to: string) => project.write(file, (await project.read(file)).replace(from, to));
const problems = async () =>
  (await buildModel(path.join(project.root, 'content'), project.root)).diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.file}:${d.line} ${d.message}`)
    .sort();

describe('a guide’s, tutorial’s or comparison’s own dates', () => {
  it('are required, real days, not in the future, updated never before published, and only on pages that show them', async () => {
    const guides = 'content/services/knowledge';
    await edit(`${guides}/what-is-web-hosting.md`, 'published: "2024-12-07"\n', '');
    await edit(`${guides}/nvme-vs-ssd-hosting.md`, 'published: "2024-12-07"', 'published: "2025-02-29"');
    await edit(`${guides}/what-is-vps-hosting.md`, 'published: "2024-12-07"', 'published: "2999-01-01"');
    await edit(`${guides}/what-is-cpanel-hosting.md`, 'published: "2024-12-07"', 'published: "2024-12-07"\nupdated: "2024-12-06"');
    // Unquoted, a date is text all the same (YAML 1.2): no problem.
    await edit('content/services/tutorials/hosting-upgrade-guide.md', 'published: "2024-12-07"', 'published: 2024-12-08');
    // A draft may carry the day it is meant to go out.
    await edit('content/services/knowledge/ssl-certificates-explained.md', 'published: "2024-12-07"', 'draft: true\npublished: "2999-01-01"');
    await edit('content/services/vps/vps-hosting.md', /^keywords:/m, 'published: "2024-12-07"\nkeywords:');
    expect(await problems()).toEqual([
      'content/services/knowledge/nvme-vs-ssd-hosting.md:9 `published` should be a real calendar date written YYYY-MM-DD, e.g. "2024-12-07"',
      'content/services/knowledge/what-is-cpanel-hosting.md:10 `updated` is 2024-12-06, before published (2024-12-07): an update cannot come before the first publication',
      'content/services/knowledge/what-is-vps-hosting.md:9 `published` is 2999-01-01, after today (' +
        todayInLondon() +
        '): a page cannot be dated in the future',
      'content/services/knowledge/what-is-web-hosting.md:25 `published` is required on a knowledge page: the day it was first published, e.g. published: "2024-12-07"',
      'content/services/vps/vps-hosting.md:8 `published` is shown only on guides, tutorials and comparisons (pageType knowledge or comparison): remove it',
    ]);
  });
});

describe('today in the UK', () => {
  it('is the London date: an hour after midnight in summer is already the next day, in winter not', () => {
    expect(todayInLondon(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayInLondon(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('is the date Intl gives in Europe/London at every hour from 2020 to 2030, the clock changes included', () => {
    const london = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
    const differing: string[] = [];
    // Every hour, and the minutes either side of each hour, where the clocks change.
    for (let time = Date.parse('2020-01-01T00:00:00Z'); time < Date.parse('2031-01-01T00:00:00Z'); time += 3_600_000)
      for (const at of [time - 60_000, time, time + 60_000]) if (todayInLondon(new Date(at)) !== london.format(at)) differing.push(new Date(at).toISOString());
    expect(differing).toEqual([]);
  });

  it('show on pages as Intl writes them in en-GB, every day from 2020 to 2030', () => {
    const enGB = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const differing: string[] = [];
    for (let time = Date.parse('2020-01-01T00:00:00Z'); time < Date.parse('2031-01-01T00:00:00Z'); time += 86_400_000) {
      const day = new Date(time).toISOString().slice(0, 10);
      if (formatDate(day) !== enGB.format(time)) differing.push(day);
    }
    expect(differing).toEqual([]);
  });

  it('starts at midnight GMT in winter and midnight BST in summer, the clock changes included', () => {
    expect(startOfLondonDay('2024-12-07').toISOString()).toBe('2024-12-07T00:00:00.000Z');
    expect(startOfLondonDay('2025-06-02').toISOString()).toBe('2025-06-01T23:00:00.000Z');
    // Clocks go forward at 01:00 GMT on 30 March 2025 and back at 01:00 GMT on 26 October.
    expect(startOfLondonDay('2025-03-30').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(startOfLondonDay('2025-10-26').toISOString()).toBe('2025-10-25T23:00:00.000Z');
  });
});
