import type { AnalyticsSetup } from '../analytics/analyticsSetup.ts';
import { policySources } from '../analytics/policySources.ts';
import type { Model } from '../content/model.ts';
import { SEARCH_FOLDER, SEARCH_PAGE, SEARCH_UNHASHED } from '../search/searchIndex.ts';
import type { OutputFile } from './outputFile.ts';
import { immutableCache, revalidateCache, searchContentSecurityPolicy, securityHeaders } from './securityHeaders.ts';

const block = (path: string, lines: readonly string[]) => `${path}\n${lines.map((line) => `  ${line}`).join('\n')}\n`;

/**
 * `_headers`, which Netlify and Cloudflare Pages read, and from which the nginx configuration
 * and the preview take their headers: the security headers on every path, and a year's
 * caching for the content-hashed assets (the responsive images among them), and a sandbox for
 * every SVG. The policy allows the configured analytics provider's hosts, and no other. The
 * search page and the index's files detach the site's policy (`! Name`, Cloudflare Pages'
 * syntax, which the preview and nginx read alike) for one that lets Pagefind's engine run
 * (securityHeaders.ts); the index's chunks, named by their content, are cached for a year, and
 * the files whose names stay are asked again every time. A site without search has none of those blocks.
 */
export function headersFile(site: Pick<Model['site'], 'search'>, analytics?: AnalyticsSetup): OutputFile {
  const sources = policySources(analytics);
  const page = securityHeaders(sources).map(([name, value]) => `${name}: ${value}`);
  return {
    path: '_headers',
    data: [
      block('/*', page),
      block('/assets/*', [`Cache-Control: ${immutableCache}`]),
      // An SVG opened on its own is a document: sandboxed, it runs no script even if one got through.
      block('/*.svg', ['Content-Security-Policy: sandbox']),
      ...(site.search ? searchBlocks(site.search.engine.action, sources) : []),
    ].join('\n'),
  };
}

/** The search page's and the index's blocks, for a site with search. */
function searchBlocks(engineAction: string, sources: ReturnType<typeof policySources>): string[] {
  const searchPolicy = ['! Content-Security-Policy', `Content-Security-Policy: ${searchContentSecurityPolicy(engineAction, sources)}`];
  const index = `/${SEARCH_FOLDER}`;
  return [
    block(SEARCH_PAGE, searchPolicy),
    block(`${index}/*`, searchPolicy),
    ...SEARCH_UNHASHED.map((file) => block(`${index}/${file}`, [`Cache-Control: ${revalidateCache}`])),
    // The first part's hashed files, and every file of the other parts, whose folders are named by what made them (src/search/indexParts.ts).
    ...['fragment/*', 'index/*', 'filter/*', 'pagefind.*.pf_meta', 'part-*'].map((files) => block(`${index}/${files}`, [`Cache-Control: ${immutableCache}`])),
  ];
}
