// `npm run bench` baseline: html-validate alone on a built site's pages, with the same
// configuration and the same worker threads `site check` uses, and nothing else (no other
// rule, no cache). `site check` cold is measured against this.
import { readSite } from '../src/check/readSite.ts';
import { checkHtml } from '../src/check/rules/htmlValidate.ts';

const dir = process.argv[2] ?? 'dist';
const site = await readSite(dir, dir);
const findings = await checkHtml(site);
console.log(`Validated ${site.pages.size} pages: ${findings.length} messages`);
