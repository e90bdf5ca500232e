import { describe, expect, it } from 'vitest';
import { fileText } from '../../src/emit/fileData.ts';
import { siteFromFiles } from '../../src/check/assembleSite.ts';
import { checkFeed } from '../../src/check/rules/feed.ts';
import type { Model, Service } from '../../src/content/model.ts';
import { entryId, feedFile } from '../../src/emit/feed.ts';
import type { PageRoute } from '../../src/routes/route.ts';
import { FEED_SIZE } from '../../src/routes/selections/feedEntries.ts';
import { model as baseModel, service } from '../support/modelFactory.ts';
import { origin, smallSite } from '../support/smallSite.ts';

/** 25 guides, one a day from 1 March 2025 (some in British Summer Time), the tenth updated on 20 August, and a comparison. */
function guides(): Service[] {
  const day = (n: number) => `2025-${String(3 + Math.floor((n - 1) / 28)).padStart(2, '0')}-${String(((n - 1) % 28) + 1).padStart(2, '0')}`;
  return [
    ...Array.from({ length: 25 }, (_, i) =>
      service(`guide-${i + 1}`, {
        name: `Guide ${i + 1} <for> "you" & me`,
        pageType: 'knowledge',
        knowledgeType: i % 2 === 0 ? 'basics' : 'tutorials',
        published: day(i + 1),
        ...(i === 9 ? { updated: '2025-08-20' } : {}),
      }),
    ),
    service('a-vs-b', { pageType: 'comparison', comparisonTarget: 'B', published: '2025-09-01' }),
  ];
}

function siteModel(services: Service[]): Model {
  return {
    ...baseModel({ services }),
    site: { name: 'Kent Web Hosting', origin },
    ui: { feed: { title: 'Guides and tutorials', subtitle: 'New and updated guides.' } },
  } as unknown as Model;
}

const routesOf = (services: readonly Service[]): PageRoute[] =>
  services.map((s) => ({
    template:
      s.pageType === 'comparison' ? 'comparison' : s.pageType === 'service' ? 'serviceLanding' : s.knowledgeType === 'tutorials' ? 'tutorial' : 'knowledge',
    slug: s.slug,
    url: `/${s.slug}`,
    output: `${s.slug}.html`,
    source: s.origin.file,
    indexable: true,
  }));

const feedOf = (services: Service[]) => fileText(feedFile(siteModel(services), routesOf(services))!.data);
const entries = (feed: string) => [...feed.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((m) => m[0]);
const field = (entry: string, name: string) => new RegExp(`<${name}[^>]*>([^<]*)</${name}>`).exec(entry)?.[1];

describe('the Atom feed of guides and tutorials', () => {
  it('lists the newest 20 by their last change, with absolute links, UK dates and escaped text', () => {
    const feed = feedOf(guides());
    const listed = entries(feed);
    expect(listed).toHaveLength(FEED_SIZE);
    // The updated guide first, then by publication, newest first; comparisons are not in it.
    expect(listed.map((entry) => /href="[^"]*\/([^"/]+)"/.exec(entry)![1])).toEqual([
      'guide-10',
      ...[25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 9, 8, 7, 6].map((n) => `guide-${n}`),
    ]);
    expect(listed[0]).toContain(`<link href="${origin}/guide-10"/>`);
    // 20 August is in summer time: the day starts at 23:00 UTC the day before.
    expect(field(listed[0]!, 'updated')).toBe('2025-08-19T23:00:00.000Z');
    expect(field(listed[0]!, 'published')).toBe('2025-03-10T00:00:00.000Z');
    expect(field(feed.slice(0, feed.indexOf('<entry>')), 'updated')).toBe('2025-08-19T23:00:00.000Z');
    expect(listed[0]).toContain('<title type="html"><![CDATA[Guide 10 &lt;for&gt; &quot;you&quot; &amp; me]]></title>');
    expect(feed).toContain(`<link rel="self" href="${origin}/feed.atom"/>`);
  });

  it('gives an entry an id that updating, retitling or rebuilding never changes, and the same bytes for the same content', () => {
    const before = guides();
    const id = entryId(origin, { slug: 'guide-25', dates: { published: '2025-03-25', modified: '2025-03-25' } });
    expect(id).toBe('tag:www.kentwebhosting.example,2025-03-25:/guide-25');
    const after = before.map((s) => (s.slug === 'guide-25' ? { ...s, name: 'Renamed', updated: '2025-09-02' } : s));
    expect(entries(feedOf(after))[0]).toContain(`<id>${id}</id>`);
    expect(entries(feedOf(before))[0]).not.toContain(id);
    expect(feedOf(before)).toBe(feedOf(guides()));
  });

  it('is not written for a site without guides or tutorials', () => {
    expect(feedFile(siteModel([service('web-hosting')]), routesOf([service('web-hosting')]))).toBeUndefined();
  });
});

describe('the feed check', () => {
  const services = guides();
  const pages = Object.fromEntries(services.map((s) => [`${s.slug}.html`, smallSite()['about.html']!]));
  const check = (feed: string) =>
    checkFeed(siteFromFiles(new Map(Object.entries({ ...smallSite(), ...pages, 'feed.atom': feed })), { dir: '/dist', label: 'dist' })).map(
      (f) => `${f.line} [${f.rule}] ${f.message}`,
    );
  const feed = feedOf(services);
  const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

  it('accepts the feed the build writes, and a site without one', () => {
    expect(check(feed)).toEqual([]);
    expect(checkFeed(siteFromFiles(new Map(Object.entries(smallSite())), { dir: '/dist', label: 'dist' }))).toEqual([]);
  });

  it('reports a feed that is not well-formed XML, or not Atom', () => {
    expect(check(feed.replace('</feed>', ''))).toEqual(['2 [feed/malformed] Not well-formed XML: <feed> is never closed']);
    expect(check('<?xml version="1.0"?>\n<rss version="2.0"></rss>')).toEqual([
      '2 [feed/malformed] The root element is <rss>; expected <feed xmlns="http://www.w3.org/2005/Atom">',
    ]);
  });

  it('reports missing or doubled elements, bad dates and ids, an id used twice, and links to pages that are not built', () => {
    const second = entries(feed)[1]!;
    const broken = feed
      .replace(/<author>[\s\S]*?<\/author>/, '')
      .replace(second, second.replace(/<updated>.*<\/updated>/, '<updated>20 August 2025</updated>').replace(/<id>.*<\/id>/, '<id>guide-25</id>'))
      .replace(`<link href="${origin}/guide-9"/>`, `<link href="${origin}/guide-99"/>`)
      .replace(`<link href="${origin}/guide-8"/>`, `<link href="https://elsewhere.example/guide-8"/>`)
      .replace(/<id>(tag:[^<]*guide-7)<\/id>/, `<id>${entryId(origin, { slug: 'guide-6', dates: { published: '2025-03-06', modified: '' } })}</id>`)
      .replace('<title>Guides and tutorials | Kent Web Hosting</title>', '');
    const found = check(broken);
    expect(found).toContain('2 [feed/malformed] <feed> must hold exactly one <title>, not 0');
    expect(found).toContain(`${lineOf(broken, '<id>guide-25')} [feed/malformed] <id>guide-25</id> is not an absolute IRI`);
    expect(found).toContain(`${lineOf(broken, '20 August 2025')} [feed/malformed] <updated>20 August 2025</updated> is not an RFC 3339 date-time`);
    expect(found).toContain(`${lineOf(broken, 'guide-99')} [feed/broken-link] ${origin}/guide-99 is not a built page`);
    expect(found).toContain(
      `${lineOf(broken, 'elsewhere.example')} [feed/broken-link] https://elsewhere.example/guide-8 is not on the site's origin ${origin}`,
    );
    expect(found.filter((f) => f.includes('is the id of another entry'))).toHaveLength(1);
    expect(found.filter((f) => f.includes('needs an <author>'))).toHaveLength(FEED_SIZE);
  });
});
