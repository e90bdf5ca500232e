import { useSite } from '../context.ts';

interface LinkItem {
  label: string;
  href: string;
}

/**
 * The links of a list whose page is built (or redirects to a built page). The rest are left
 * out, and the build lists them as waiting, so a list never shows a dead entry.
 */
export function useLiveLinks<T extends LinkItem>(links: readonly T[]): T[] {
  const { links: resolver, route } = useSite();
  return links.filter((link) => resolver.resolve(link.href, route.url) !== undefined);
}

/** A grid of internal links; an empty grid renders nothing. */
export function LinkGrid({ links, className = 'link-grid' }: { links: readonly LinkItem[]; className?: string }) {
  const live = useLiveLinks(links);
  if (live.length === 0) return null;
  return (
    <ul className={className}>
      {live.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
