import { z } from 'zod';
import { sitePath } from './common.ts';

/** An address of the old site: a site path whose last part may end in a file extension (/index.html, /prices.php). */
const oldAddress = z.string().regex(/^(\/[a-z0-9-]+)+(\.[a-z0-9]+)?$/, 'an old address such as /old-page or /old-page.html');

/** An old address sent on, for good, to a page the site builds: how a page is retired. */
export const redirectSchema = z.strictObject({
  from: oldAddress.describe('The old address, e.g. /kent/old-town: no longer a page of the site.'),
  to: sitePath.describe('Where visitors and search engines go instead: a page the site builds.'),
});

export const redirectsSchema = z.strictObject({
  redirects: z.array(redirectSchema).default([]).describe('Permanent (301) redirects, written by writers; each `to` must be a built page.'),
});
