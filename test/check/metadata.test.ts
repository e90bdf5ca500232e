import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltSite } from '../../src/check/builtSite.ts';
import { checkMetadata } from '../../src/check/rules/metadata.ts';
import { checkMetadataUnique } from '../../src/check/rules/metadataUnique.ts';
import { checkShareCards } from '../../src/check/rules/shareCards.ts';
import { onlyPage, realSite, withPages } from './realSite.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await realSite();
});

const origin = 'https://www.kentwebhosting.example';
const aboutTitle = 'About Our Kent-Based Hosting Company | Kent Web Hosting';
/** Findings for about.html after a change, as `rule message`. */
const about = (change: (html: string) => string) => checkMetadata(onlyPage(site, 'about.html', change)).map((f) => `${f.rule} ${f.message}`);
const replace = (from: string | RegExp, to: string) => (html: string) => {
  if (!html.match(from)) throw new Error(`${from} is not in the page`);
  return html.replace(from, to);
};

describe('meta', () => {
  it('finds nothing in the real build but the documented limit: four Royal Tunbridge Wells titles a character or two long', () => {
    expect(checkMetadata(site).map((f) => `${f.file} ${f.severity} ${f.rule}`)).toEqual(
      [
        'dist/business-web-hosting/kent/royal-tunbridge-wells.html warning meta/title-length',
        'dist/business-web-hosting-royal-tunbridge-wells.html warning meta/title-length',
        'dist/managed-vps-hosting/kent/royal-tunbridge-wells.html warning meta/title-length',
        'dist/woocommerce-hosting/kent/royal-tunbridge-wells.html warning meta/title-length',
      ].sort(),
    );
  });

  it('reports a missing title, or one without the site name, at the title', () => {
    expect(about(replace(/<title>[^<]*<\/title>/, ''))).toEqual(['meta/title The page has no <title>']);
    const titleColumn = site.pages.get('about.html')!.split('\n')[1]!.indexOf('<title>') + 1;
    const twoTitles = checkMetadata(onlyPage(site, 'about.html', replace(aboutTitle, 'About our company</title><title>About our company')));
    expect(twoTitles.map((f) => [f.line, f.column, f.message])).toEqual([
      [2, titleColumn + '<title>About our company</title>'.length, 'The page has 2 <title> elements'],
      [2, titleColumn, '"About our company" is not of the form "{title} | Kent Web Hosting"'],
    ]);
  });

  it('warns about a title or description outside search-engine lengths', () => {
    expect(about(replace(`<title>${aboutTitle}`, '<title>A | Kent Web Hosting'))).toEqual([]);
    expect(about(replace(`<title>${aboutTitle}`, `<title>${'Very long title '.repeat(3)}| Kent Web Hosting`))).toEqual([
      'meta/title-length The title is 66 characters long; search engines show about 60',
    ]);
    expect(about(replace(/<meta name="description" content="[^"]*"/, '<meta name="description" content="Too short."'))).toEqual([
      'meta/description-length The description is 10 characters long; aim for at least 50',
    ]);
    expect(about(replace(/<meta name="description" content="[^"]*"/, '<meta name="x"'))).toEqual(['meta/description The page has no meta description']);
  });

  it("reports a canonical URL that is not the page's own", () => {
    const canonical = (href: string) => replace(`<link rel="canonical" href="${origin}/about">`, `<link rel="canonical" href="${href}">`);
    expect(about(canonical(`${origin}/about/`))).toEqual([`meta/canonical The canonical URL is ${origin}/about/; expected the page's own URL ${origin}/about`]);
    expect(about(canonical(`${origin}/About`))).toEqual([`meta/canonical The canonical URL is ${origin}/About; expected the page's own URL ${origin}/about`]);
    expect(about(canonical(`http://www.kentwebhosting.example/about`))).toHaveLength(1);
    expect(about(replace(/<link rel="canonical"[^>]*>/, ''))).toEqual([`meta/canonical The page has no <link rel="canonical">; expected ${origin}/about`]);
    expect(checkMetadata(onlyPage(site, 'index.html')).map((f) => f.rule)).not.toContain('meta/canonical');
    const notFound = checkMetadata(
      onlyPage(site, '404.html', replace('<meta name="robots"', `<link rel="canonical" href="${origin}/404"><meta name="robots"`)),
    );
    expect(notFound.map((f) => f.message)).toEqual(['The not-found page must not name a canonical URL: it has none']);
  });

  it('reports the wrong language, missing social tags and a share image that is not built', () => {
    expect(about(replace('<html lang="en-GB">', '<html lang="en">'))).toEqual(['meta/lang <html lang="en">; expected lang="en-GB"']);
    expect(about((html) => html.replace(/<meta property="og:image"[^>]*>/, '').replace(/<meta name="twitter:card"[^>]*>/, ''))).toEqual([
      'meta/social Missing <meta property="og:image">, <meta name="twitter:card">',
    ]);
    expect(about(replace(/\/assets\/cards\/[0-9a-f]{16}\.png">(<meta property="og:image:width")/, '/images/missing.png">$1'))).toEqual([
      `meta/share-image The share image ${origin}/images/missing.png is not in the built site`,
    ]);
  });
});

describe('meta uniqueness', () => {
  it('finds every title and description of the real build unique', () => {
    expect(checkMetadataUnique(site)).toEqual([]);
  });

  it('reports each page that shares a title or a description', () => {
    const contact = site.pages.get('contact.html')!;
    const contactTitle = /<title>([^<]*)<\/title>/.exec(contact)![1]!;
    const copied = withPages(site, { 'about.html': replace(aboutTitle, contactTitle) });
    expect(checkMetadataUnique(copied).map((f) => `${f.file} ${f.rule} ${f.message}`)).toEqual([
      `dist/about.html meta/duplicate-title The title "${contactTitle}" is also used by contact.html`,
      `dist/contact.html meta/duplicate-title The title "${contactTitle}" is also used by about.html`,
    ]);
    const description = /<meta name="description" content="([^"]*)"/.exec(contact)![1]!;
    const same = withPages(site, {
      'about.html': replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${description.toUpperCase()}"`),
    });
    expect(checkMetadataUnique(same).map((f) => f.rule)).toEqual(['meta/duplicate-description', 'meta/duplicate-description']);
  });
});

describe('share cards', () => {
  it('finds nothing in the real build, a site that draws cards: every indexable page names one of its own', () => {
    expect(site.shareCards).toBe(true);
    expect(checkShareCards(site)).toEqual([]);
  });

  it("reports a card's missing tags and a card two pages name, and holds a site without cards to neither", () => {
    const aboutCard = /<meta property="og:image" content="([^"]+)"/.exec(site.pages.get('about.html')!)![1]!;
    const changed = withPages(site, {
      'about.html': replace(/<meta property="og:image:alt"[^>]*>/, ''),
      'contact.html': replace(/(<meta property="og:image" content=")[^"]+"/, `$1${aboutCard}"`),
    });
    expect(checkShareCards(changed).map((f) => `${f.file} ${f.rule} ${f.message}`)).toEqual([
      `dist/about.html meta/share-card The share card's tags: no <meta property="og:image:alt"> saying what the card shows`,
      `dist/contact.html meta/share-card-shared ${aboutCard} is also the share card of dist/about.html`,
    ]);
    expect(checkShareCards({ ...changed, shareCards: false })).toEqual([]);
  });
});
