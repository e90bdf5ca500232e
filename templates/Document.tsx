import { serializeJsonLd } from '../src/metadata/serializeJsonLd.ts';
import { useSite } from './context.ts';
import { Header, currentMenuEntry } from './layout/Header.tsx';
import { Shared } from './components/Shared.tsx';
import { Footer } from './layout/Footer.tsx';
import type { PageView } from './page.ts';
import { shareImageTags } from '../src/metadata/shareImageTags.ts';
import type { CardSpec } from '../src/metadata/shareCard.ts';
import { analyticsSetup, needsConsent } from '../src/analytics/analyticsSetup.ts';
import { AnalyticsTag } from './components/AnalyticsTag.tsx';
import { ConsentBanner } from './components/ConsentBanner.tsx';

/**
 * The one HTML document every page shares: metadata, header, main content, footer (the last
 * two rendered once, see Shared). `card` is the page's share card, which its head names unless
 * the page has a share image of its own.
 */
export function Document({ view, card }: { view: PageView; card: CardSpec | undefined }) {
  const { model, route, assets } = useSite();
  const { site } = model;
  const title = `${view.title} | ${site.name}`;
  const canonical = site.origin + (route.url === '/' ? '/' : route.url);
  const share = shareImageTags(site, view.shareImage, card);
  const jsonLd = share.jsonLd(view.jsonLd ?? []);
  // Pages search engines index are the ones counted; the not-found page is not.
  const analytics = route.indexable ? analyticsSetup(site) : undefined;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={view.description} />
        <meta name="robots" content={route.indexable ? 'index, follow' : 'noindex, follow'} />
        {route.indexable && <link rel="canonical" href={canonical} />}
        <meta property="og:type" content="website" />
        <meta property="og:locale" content="en_GB" />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={view.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={share.url} />
        {share.size && <meta property="og:image:width" content={String(share.size.width)} />}
        {share.size && <meta property="og:image:height" content={String(share.size.height)} />}
        {share.type && <meta property="og:image:type" content={share.type} />}
        {share.alt && <meta property="og:image:alt" content={share.alt} />}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={view.description} />
        <meta name="twitter:image" content={share.url} />
        {share.alt && <meta name="twitter:image:alt" content={share.alt} />}
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} integrity={assets.cssIntegrity} />
        <script src={view.script?.src ?? assets.js} integrity={view.script?.integrity ?? assets.jsIntegrity} defer />
        {analytics && <AnalyticsTag setup={analytics} />}
        {view.feed && <link rel="alternate" type="application/atom+xml" title={view.feed.title} href={view.feed.href} />}
        {jsonLd.map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          {model.ui.layout.skipLink}
        </a>
        {needsConsent(analytics) && (
          <Shared>
            <ConsentBanner />
          </Shared>
        )}
        <Shared>
          <Header current={currentMenuEntry(site, route.url)} />
        </Shared>
        <main id="main">{view.main}</main>
        <Shared>
          <Footer />
        </Shared>
      </body>
    </html>
  );
}
