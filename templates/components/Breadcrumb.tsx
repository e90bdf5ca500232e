import type { Crumb } from '../page.ts';
import { Link } from './Link.tsx';

/** Breadcrumb trail; the last crumb is the current page and is not a link. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb container" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.url} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.url}>
              <Link href={crumb.url} whenMissing="text">{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
