import { z } from 'zod';
import { sitePath } from './common.ts';

/** An old address sent on, for good, to a page the site builds: how a page is retired. */
export const redirectSchema = z.strictObject({
  from: sitePath.describe('The old address, e.g. /kent/old-town: no longer a page of the site.'),
  to: sitePath.describe('Where visitors and search engines go instead: a page the site builds.'),
});

export const redirectsSchema = z.strictObject({
  redirects: z.array(redirectSchema).default([]).describe('Permanent (301) redirects, written by writers; each `to` must be a built page.'),
});
