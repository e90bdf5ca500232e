import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/build.ts';
import { createMemoryWriter } from '../../src/emit/writer.ts';
import { packageRoot } from '../../src/projectPaths.ts';

/** The places the small site keeps: Kent towns that are each other's neighbours, London and Croydon. */
const PLACES = ['ashford', 'canterbury', 'deal', 'dover', 'folkestone', 'croydon', 'london'];
/** The services it keeps: two with a page per place, one per county, and the two guides the home page links. */
const SERVICES = [
  'web-hosting',
  'web-hosting-uk',
  'vps-hosting',
  'vps-hosting-uk',
  'colocation',
  'colocation-uk',
  'what-is-web-hosting',
  'what-is-cpanel-hosting',
];

/**
 * The real content cut down to a small site (about a tenth of its pages), for tests that build
 * it many times: every collection and page template is there, with fewer places and services.
 * List items that named a record taken away (neighbours, related services, the places and
 * counties figures.yaml lists) are taken away with it, so the small site builds cleanly.
 */
export async function writeSmallContent(root: string): Promise<void> {
  await cp(path.join(packageRoot, 'content'), path.join(root, 'content'), { recursive: true });
  await cp(path.join(packageRoot, 'public'), path.join(root, 'public'), { recursive: true });
  const content = path.join(root, 'content');
  const gone = new Set<string>();
  const counties = new Map<string, string>();
  for (const file of await fg(['locations/*.md', 'services/**/*.md'], { cwd: content })) {
    const slug = path.basename(file, '.md');
    if (file.startsWith('locations/')) counties.set(slug, countySlugOf(await readFile(path.join(content, file), 'utf8')));
    if (PLACES.includes(slug) || SERVICES.includes(slug)) continue;
    gone.add(slug);
    await rm(path.join(content, file));
  }
  const kept = new Set(PLACES.map((place) => counties.get(place)));
  for (const county of counties.values()) if (!kept.has(county)) gone.add(county);
  for (const file of await fg(['**/*.md', '**/*.yaml'], { cwd: content, ignore: ['schemas/**'] })) {
    const text = await readFile(path.join(content, file), 'utf8');
    const cut = withoutItems(text, gone);
    if (cut !== text) await writeFile(path.join(content, file), cut);
  }
  await relinkToHome(root);
}

/** Links written in content to pages the small site does not build lead home instead, as the build's own diagnostics find them. */
async function relinkToHome(root: string): Promise<void> {
  const result = await build({ root, writer: createMemoryWriter(), deployWriter: createMemoryWriter(), cache: false });
  const broken = result.diagnostics.filter((d) => d.rule === 'content/unknown-link');
  for (const file of new Set(broken.map((d) => d.file))) {
    const lines = (await readFile(path.join(root, file), 'utf8')).split('\n');
    for (const { line } of broken.filter((d) => d.file === file)) lines[line - 1] = lines[line - 1]!.replace(/href: \S+/, 'href: /');
    await writeFile(path.join(root, file), lines.join('\n'));
  }
  if (!result.ok && broken.length === 0) throw new Error(`The small site does not build: ${JSON.stringify(result.diagnostics.slice(0, 3))}`);
}

function countySlugOf(text: string): string {
  const county = /^county: (.+)$/m.exec(text)?.[1] ?? '';
  return county.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** The text without list items that are exactly one of `gone`, in block lists (`- x`) and flow lists (`[x, y]`). */
function withoutItems(text: string, gone: ReadonlySet<string>): string {
  return text
    .split('\n')
    .filter((line) => !gone.has(/^\s*- ([a-z0-9-]+)$/.exec(line)?.[1] ?? ''))
    .map((line) =>
      line.replace(/: \[([a-z0-9, -]+)\]$/, (whole, items: string) => {
        const left = items.split(', ').filter((item) => !gone.has(item));
        return `: [${left.join(', ')}]`;
      }),
    )
    .join('\n');
}
