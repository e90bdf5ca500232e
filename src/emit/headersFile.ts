import type { AnalyticsSetup } from '../analytics/analyticsSetup.ts';
import { policySources } from '../analytics/policySources.ts';
import type { Model } from '../content/model.ts';
import { ENTRY_FILE, HASHED_PREFIXES, SEARCH_FOLDER, SEARCH_PAGE } from '../search/indexFormat.ts';
import type { OutputFile } from './outputFile.ts';
import { immutableCache, revalidateCache, searchContentSecurityPolicy, securityHeaders } from './securityHeaders.ts';

const block = (path: string, lines: readonly string[]) => `${path}\n${lines.map((line) => `  ${line}`).join('\n')}\n`;

/**
 * `_headers`, which Netlify and Cloudflare Pages read, and from which the nginx configuration
 * and the preview take their headers: the security headers on every path, and a year's
 * caching for the content-hashed assets (the responsive images among them), and a sandbox for
 * every SVG. The policy allows the configured analytics provider's hosts, and no other. The
 * search page detaches the site's policy (`! Name`, Cloudflare Pages' syntax, which the preview
 * and nginx read alike) for one whose form may go to the outside engine (securityHeaders.ts);
 * the index's files, named by their content, are cached for a year, and its entry, whose name
 * stays, is asked again every time. A site without search has none of those blocks.
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
  const index = `/${SEARCH_FOLDER}`;
  return [
    block(SEARCH_PAGE, ['! Content-Security-Policy', `Content-Security-Policy: ${searchContentSecurityPolicy(engineAction, sources)}`]),
    block(`${index}/${ENTRY_FILE}`, [`Cache-Control: ${revalidateCache}`]),
    // The shards and blocks, named by their bytes (src/search/indexFormat.ts).
    ...HASHED_PREFIXES.map((prefix) => block(`${index}/${prefix}-*`, [`Cache-Control: ${immutableCache}`])),
  ];
}
