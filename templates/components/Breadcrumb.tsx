import type { Crumb } from '../page.ts';
import { Link } from './Link.tsx';
import { useSite } from '../context.ts';

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
