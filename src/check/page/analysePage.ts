import { gzipSize } from './gzipSize.ts';
import { parsePage } from './parsePage.ts';
import { readPageFacts, type PageFacts } from './pageFacts.ts';
import { readPageImages } from './pageImages.ts';
import { safetyOnPage } from '../rules/page/safetyOnPage.ts';
import { structuredDataOnPage } from '../rules/page/structuredDataOnPage.ts';

/**
 * Everything `site check` works out from one page's markup alone, from one parse: the facts
 * the site-wide rules read, the findings of the rules that need nothing but the page, and its
 * gzipped size. The check cache keeps the result by the page's hash.
 */
export function analysePage(html: string): PageFacts {
  const page = parsePage(html);
  const structuredData = structuredDataOnPage(page);
  return {
    ...readPageFacts(page),
    breadcrumbs: structuredData.breadcrumbs,
    jsonLdUrls: structuredData.urls,
    findings: [...safetyOnPage(page), ...structuredData.findings],
    gzipSize: gzipSize(html),
    images: readPageImages(page),
  };
}
