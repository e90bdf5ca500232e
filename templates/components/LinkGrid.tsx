import type { Section as SectionCopy } from '../../src/content/model.ts';
import { useSite } from '../context.ts';
import { Section } from './Section.tsx';

interface LinkItem {
  label: string;
  href: string;
}

/**
 * The links of a list whose page is built (or redirects to a built page). The rest are left
 * out, and the build lists them as waiting, so a list never shows a dead entry.
 */
export function useLiveLinks<T extends LinkItem>(links: readonly T[]): T[] {
  const resolver = useSite().links;
  return links.filter((link) => resolver.resolve(link.href) !== undefined);
}

/** A section that is a list of links; while none of its pages is built, it is left out. */
export function LinkSection({ copy, tone, className }: { copy: SectionCopy; tone?: 'plain' | 'muted'; className?: string }) {
  const live = useLiveLinks(copy.links);
  if (live.length === 0) return null;
  return (
    <Section copy={copy} tone={tone}>
      <LinkGrid links={live} className={className} />
    </Section>
  );
}

/** A grid of internal links; an empty grid renders nothing. */
export function LinkGrid({ links, className = 'link-grid' }: { links: readonly LinkItem[]; className?: string }) {
  const live = useLiveLinks(links);
  if (live.length === 0) return null;
  return (
    <ul className={className} data-search-ignore="">
      {live.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
