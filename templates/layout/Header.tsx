import type { Model } from '../../src/content/model.ts';
import { useSite } from '../context.ts';
import { ExternalLink, Link } from '../components/Link.tsx';
import { useLiveLinks } from '../components/LinkGrid.tsx';
import { Logo } from './Logo.tsx';

/**
 * The menu entry that is the page at `url`, if any: the one the header marks as current. The
 * header's one difference between pages, so it is shared by all the pages that are no entry.
 */
export function currentMenuEntry(site: Model['site'], url: string): string | undefined {
  return [...site.navigation.main, ...site.navigation.hosting].some((link) => link.href === url) ? url : undefined;
}

/**
 * Sticky header, marking `current` (a menu entry's href) as the page shown. Without JavaScript the Hosting menu opens on hover and focus (CSS) and the
 * mobile menu is a native <details> drawer; the site script adds the timings, focus handling
 * and Escape (docs/architecture.md#progressive-enhancement). The Hosting menu sits before the last main link (Contact).
 */
export function Header({ current }: { current: string | undefined }) {
  const { model } = useSite();
  const { billing } = model.site;
  const { layout } = model.ui;
  const main = useLiveLinks(model.site.navigation.main);
  const hosting = useLiveLinks(model.site.navigation.hosting);
  const item = (link: { label: string; href: string }) => (
    <li key={link.href}>
      <Link href={link.href} aria-current={link.href === current ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  );
  const beforeMenu = main.slice(0, -1).map(item);
  const afterMenu = main.slice(-1).map(item);
  const accountButtons = (
    <>
      <SearchLink />
      <ExternalLink href={billing.login} className="btn btn-outline btn-sm">
        {layout.login}
      </ExternalLink>
      <ExternalLink href={billing.store} className="btn btn-gradient btn-sm">
        {layout.store}
      </ExternalLink>
    </>
  );

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Logo />
        <nav className="desktop-nav" aria-label={layout.mainMenu}>
          <ul className="nav-list">
            {beforeMenu}
            {hosting.length > 0 && (
              <li className="nav-dropdown" data-dropdown="">
                <button type="button" className="nav-dropdown-toggle" aria-expanded="false" aria-controls="hosting-menu">
                  {layout.hostingMenu}
                  <svg className="chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                    <path d="M2 4l4 4 4-4" />
                  </svg>
                </button>
                <ul className="nav-dropdown-menu" id="hosting-menu">
                  {hosting.map(item)}
                </ul>
              </li>
            )}
            {afterMenu}
          </ul>
        </nav>
        <div className="header-actions">{accountButtons}</div>
        <details className="mobile-menu" data-drawer="">
          <summary className="mobile-menu-toggle" aria-label={layout.menuButton}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
          </summary>
          <div className="drawer" id="mobile-drawer">
            <nav aria-label={layout.mobileMenu}>
              <ul className="drawer-list">
                {beforeMenu}
                {afterMenu}
              </ul>
              {hosting.length > 0 && (
                <>
                  <p className="drawer-heading">{layout.hostingMenu}</p>
                  <ul className="drawer-list">{hosting.map(item)}</ul>
                </>
              )}
            </nav>
            <div className="drawer-actions">{accountButtons}</div>
          </div>
        </details>
      </div>
    </header>
  );
}

/** The header's link to /search, on a site with search (`search` in site.yaml). */
function SearchLink() {
  const { model } = useSite();
  const words = model.ui.search;
  // The content check requires the words of a site with search (src/content/checkFeatureWords.ts).
  if (!model.site.search || !words) return null;
  return (
    <Link href="/search" className="btn btn-ghost btn-sm">
      {words.headerLink}
    </Link>
  );
}
