import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { BuiltSite } from '../builtSite.ts';
import { pageFacts } from '../siteFacts.ts';
import { finding } from '../../errors/problem.ts';

/** Titles and descriptions are unique across the site: each page of a shared one is reported. */
export function checkMetadataUnique(site: BuiltSite): Diagnostic[] {
  const groups = { title: new Map<string, string[]>(), description: new Map<string, string[]>() };
  for (const page of site.pages.keys()) {
    const { head } = pageFacts(site, page);
    add(groups.title, head.titles[0]?.value, page);
    add(groups.description, head.meta['description']?.value, page);
  }
  const findings: Diagnostic[] = [];
  for (const kind of ['title', 'description'] as const) {
    for (const pages of groups[kind].values()) {
      if (pages.length < 2) continue;
      for (const page of pages) {
        const { head } = pageFacts(site, page);
        const located = kind === 'title' ? head.titles[0]! : head.meta['description']!;
        const others = pages.filter((other) => other !== page);
        findings.push(
          finding(
            kind === 'title' ? 'meta/duplicate-title' : 'meta/duplicate-description',
            { file: `${site.label}/${page}`, ...located.at },
            `The ${kind} "${located.value}" is also used by ${others.slice(0, 3).join(', ')}${others.length > 3 ? ` and ${others.length - 3} more` : ''}`,
          ),
        );
      }
    }
  }
  return findings;
}

/** Compared as a reader sees them: case and surrounding space do not make two texts differ. */
function add(groups: Map<string, string[]>, text: string | undefined, page: string): void {
  const key = text?.trim().toLowerCase();
  if (!key) return;
  const pages = groups.get(key);
  if (pages) pages.push(page);
  else groups.set(key, [page]);
}
