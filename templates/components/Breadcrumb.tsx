import type { Crumb } from '../page.ts';
import { Link } from './Link.tsx';
import { useSite, type PageLinks } from '../context.ts';

/** The trail without the crumbs whose page is not built; the page itself always stays. */
export function builtTrail(trail: readonly Crumb[], links: PageLinks): Crumb[] {
  return trail.filter((crumb, i) => i === trail.length - 1 || links.resolve(crumb.url) !== undefined);
}

/** Breadcrumb trail; the last crumb is the current page and is not a link. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const { model } = useSite();
  return (
    <nav className="breadcrumb container" aria-label={model.ui.layout.breadcrumb}>
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.url} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.url}>
              <Link href={crumb.url} whenMissing="text">
                {crumb.name}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
