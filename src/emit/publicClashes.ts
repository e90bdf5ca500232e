import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import type { RouteTable } from '../routes/route.ts';
import { FEED_FILE } from '../routes/selections/feedEntries.ts';

/** Files of the web root the build writes itself, and what a writer changes instead of adding one to public/. */
const GENERATED: readonly { matches: (file: string) => boolean; instead: string }[] = [
  { matches: (file) => /^sitemap(-[0-9a-f]+)?\.xml$/.test(file), instead: 'The build writes the sitemap from the pages it builds: delete this file.' },
  { matches: (file) => file === FEED_FILE, instead: 'The build writes the feed from the guides and tutorials: delete this file.' },
  { matches: (file) => file === '_redirects', instead: 'Add each redirect to content/redirects.yaml instead, and delete this file.' },
  { matches: (file) => file === '_headers', instead: 'Headers are set in src/emit/securityHeaders.ts, for every host: delete this file.' },
  {
    matches: (file) => file.startsWith('assets/'),
    instead: 'assets/ holds the stylesheet and script built from templates/: move this file to another folder of public/.',
  },
];

/**
 * A file of public/ that the build also writes would replace one or the other in silence.
 * `robots.txt` is the one a writer may own (the build then keeps its `Sitemap:` line, see
 * robotsFile); any other is an error at the public file that says what to change instead.
 */
export function publicClashes(published: readonly string[], routes: RouteTable, relative: (file: string) => string): Diagnostic[] {
  const pages = new Map(routes.pages.map((page) => [page.output, page]));
  const diagnostics: Diagnostic[] = [];
  for (const file of published) {
    const at = { file: relative(file), line: 1, column: 1 };
    const page = pages.get(file);
    if (page) {
      const from = page.source.startsWith('content/') ? page.source.split(' ')[0]! : undefined;
      diagnostics.push(
        problem('content/public-clash', at, {
          message: `${relative(file)} would replace the page ${page.url}${from ? `, which the build makes from ${from}` : ', a fixed page of the site'}`,
          hint: from ? `Change the page in ${from}, and delete this file.` : 'Delete this file: the page is built from content/pages/ and the templates.',
        }),
      );
      continue;
    }
    const generated = GENERATED.find((rule) => rule.matches(file));
    if (generated)
      diagnostics.push(
        problem('content/public-clash', at, { message: `${relative(file)} would replace the /${file} the build writes`, hint: generated.instead }),
      );
  }
  return diagnostics;
}
