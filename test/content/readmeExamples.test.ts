import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { locationSchema } from '../../src/content/schemas/location.ts';
import { serviceSchema } from '../../src/content/schemas/service.ts';
import { redirectsSchema } from '../../src/content/schemas/redirects.ts';
import { packageRoot } from '../../src/projectPaths.ts';

/** The YAML examples of content/README.md that are whole records: front matter, or a whole redirects file. */
async function examples(): Promise<{ heading: string; data: Record<string, unknown> }[]> {
  const readme = await readFile(path.join(packageRoot, 'content', 'README.md'), 'utf8');
  return [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].flatMap((match) => {
    const block = match[1]!;
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(block)?.[1];
    const text = frontMatter ?? (block.includes('redirects:') ? block : undefined);
    if (text === undefined) return [];
    const heading = readme
      .slice(0, match.index)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .at(-1)!;
    return [{ heading, data: parse(text) as Record<string, unknown> }];
  });
}

describe('content/README.md', () => {
  it('shows, for every kind, a worked example the build accepts as it is', async () => {
    const found = await examples();
    const kinds = { locations: 0, services: new Set<string>(), redirects: 0 };
    for (const { heading, data } of found) {
      if ('redirects' in data) {
        expect(redirectsSchema.safeParse(data).error?.issues, heading).toBeUndefined();
        kinds.redirects++;
      } else if ('county' in data) {
        expect(locationSchema.safeParse(data).error?.issues, heading).toBeUndefined();
        kinds.locations++;
      } else if ('category' in data) {
        const service = serviceSchema.safeParse(data);
        expect(service.error?.issues, heading).toBeUndefined();
        kinds.services.add(`${service.data!.pageType}/${service.data!.knowledgeType ?? ''}`);
      }
    }
    expect(kinds.locations).toBeGreaterThanOrEqual(2);
    expect(kinds.redirects).toBe(1);
    // A service, a guide, a tutorial, a comparison and a use-case.
    expect([...kinds.services].sort()).toEqual(['business-use-case/', 'comparison/', 'knowledge/basics', 'knowledge/tutorials', 'service/']);
  });
});
