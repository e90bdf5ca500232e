// The sitemap set: one cold build past sitemaps.org's 50,000 URLs, then its sitemap index read as `site check` reads it.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';
import { writeLocationSet } from '../locationSet.ts';
import { options } from './options.ts';
import { build, pagesOf } from './run.ts';
import { line, row } from './table.ts';

/** Every part within the limits, listing every page but the 404 once. */
export async function benchSitemap(work: string): Promise<string[]> {
  const { readSite } = await import('../../src/check/readSite.ts');
  const { readSitemap } = await import('../../src/check/readSitemap.ts');
  const { SITEMAP_LIMITS } = await import('../../src/emit/sitemap.ts');
  const project = path.join(work, 'sitemap');
  const label = `sitemap set +${options.sitemapPlaces}`;
  await writeLocationSet(packageRoot, project, options.sitemapPlaces);
  const built = await build(project);
  const started = performance.now();
  const site = await readSite(path.join(project, 'dist'), 'dist');
  const { entries, findings, parts } = readSitemap(site, 'sitemap.xml');
  const readMs = performance.now() - started;
  const pages = pagesOf(built);
  // Without an index (a set too small to pass the limit) sitemap.xml itself is the one part.
  const files = parts.length > 0 ? parts : ['sitemap.xml'];
  const sizes = files.map((part) => Buffer.byteLength(site.texts!.get(part) ?? ''));
  const largest = Math.max(...files.map((part) => (site.texts!.get(part)!.match(/<url>/g) ?? []).length));
  const once = new Set(entries.map((e) => e.loc)).size === entries.length;
  const verdict =
    findings.length === 0 && entries.length === pages - 1 && once && largest <= SITEMAP_LIMITS.urls
      ? 'every page once'
      : `PROBLEM: ${findings.length} findings, ${entries.length} URLs for ${pages - 1} pages`;
  await rm(project, { recursive: true, force: true });
  const shape = `${parts.length > 0 ? `an index of ${parts.length} parts` : 'one file'}, the largest ${largest} URLs, ${(Math.max(...sizes) / 1024 / 1024).toFixed(1)} MB`;
  return [row(label, 'build cold', [built]), line(label, 'read sitemap index', [String(entries.length), readMs.toFixed(0)], `${shape}; ${verdict}`)];
}
