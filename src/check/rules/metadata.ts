import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RuleId } from '../../errors/catalogue.ts';
import type { BuiltSite } from '../builtSite.ts';
import { fileAt } from '../../output/fileAt.ts';
import type { Position } from '../page/position.ts';
import { pageFacts } from '../siteFacts.ts';
import { NOT_FOUND_PAGE, canonicalUrl, decodePath } from '../../output/pageUrl.ts';
import { finding } from '../../errors/problem.ts';
import { MAX_TITLE_LENGTH } from '../../metadata/fitTitle.ts';

/** Search-engine norms: titles past ~60 characters and descriptions past ~160 are cut short. */
export const LENGTHS = { title: { min: 10, max: MAX_TITLE_LENGTH }, description: { min: 50, max: 160 } } as const;

type MetaRule = Extract<RuleId, `meta/${string}`>;

const socialTags = ['og:site_name', 'og:title', 'og:description', 'og:url', 'og:image', 'twitter:card'] as const;

/**
 * Every page has a `{title} | {site name}` title, a description, its own canonical URL,
 * lang="en-GB", the Open Graph and Twitter tags, and a share image that exists. Titles and
 * descriptions of a length search engines show in full; uniqueness is checkMetadataUnique's.
 */
export function checkMetadata(site: BuiltSite): Diagnostic[] {
  const findings: Diagnostic[] = [];
  for (const page of site.pages.keys()) {
    const { head } = pageFacts(site, page);
    const report = (at: Position, rule: MetaRule, message: string) => findings.push(finding(rule, { file: `${site.label}/${page}`, ...at }, message));

    if (head.lang.value !== 'en-GB') report(head.lang.at, 'meta/lang', `<html lang="${head.lang.value ?? ''}">; expected lang="en-GB"`);

    const siteName = head.meta['og:site_name']?.value;
    const [title, ...extraTitles] = head.titles;
    if (!title || title.value === '') report(title?.at ?? head.at, 'meta/title', 'The page has no <title>');
    else {
      if (extraTitles.length > 0) report(extraTitles[0]!.at, 'meta/title', `The page has ${head.titles.length} <title> elements`);
      if (siteName && !(title.value.endsWith(` | ${siteName}`) && title.value.length > siteName.length + 3))
        report(title.at, 'meta/title', `"${title.value}" is not of the form "{title} | ${siteName}"`);
      checkLength(title.value, LENGTHS.title, (message) => report(title.at, 'meta/title-length', `The title is ${message}`));
    }

    const description = head.meta['description'];
    if (!description || description.value.trim() === '') report(description?.at ?? head.at, 'meta/description', 'The page has no meta description');
    else checkLength(description.value, LENGTHS.description, (message) => report(description.at, 'meta/description-length', `The description is ${message}`));

    const expected = site.origin && page !== NOT_FOUND_PAGE ? canonicalUrl(site.origin, page) : undefined;
    const [canonical, ...extraCanonicals] = head.canonicals;
    if (page === NOT_FOUND_PAGE) {
      if (canonical) report(canonical.at, 'meta/canonical', 'The not-found page must not name a canonical URL: it has none');
    } else if (!canonical) report(head.at, 'meta/canonical', `The page has no <link rel="canonical">${expected ? `; expected ${expected}` : ''}`);
    else if (extraCanonicals.length > 0) report(extraCanonicals[0]!.at, 'meta/canonical', `The page has ${head.canonicals.length} canonical links`);
    else if (expected && canonical.value !== expected)
      report(canonical.at, 'meta/canonical', `The canonical URL is ${canonical.value}; expected the page's own URL ${expected}`);

    const missing = socialTags.filter((name) => !head.meta[name]?.value);
    if (missing.length > 0)
      report(head.at, 'meta/social', `Missing ${missing.map((name) => `<meta ${name.startsWith('og:') ? 'property' : 'name'}="${name}">`).join(', ')}`);

    const image = head.meta['og:image'];
    if (image?.value) {
      const problem = shareImageProblem(site, image.value);
      if (problem) report(image.at, 'meta/share-image', `The share image ${image.value} ${problem}`);
    }
  }
  return findings;
}

function checkLength(text: string, limits: { min: number; max: number }, warn: (message: string) => void): void {
  const length = [...text].length;
  if (length > limits.max) warn(`${length} characters long; search engines show about ${limits.max}`);
  else if (length < limits.min) warn(`${length} characters long; aim for at least ${limits.min}`);
}

function shareImageProblem(site: BuiltSite, url: string): string | undefined {
  if (!URL.canParse(url)) return 'is not an absolute URL';
  const parsed = new URL(url);
  if (site.origin && parsed.origin !== site.origin) return `is not on the site's origin ${site.origin}`;
  const path = decodePath(parsed.pathname);
  return path !== undefined && fileAt(site.files, path) ? undefined : 'is not in the built site';
}
