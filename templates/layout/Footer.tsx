import { useSite } from '../context.ts';
import { ExternalLink } from '../components/Link.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { ConsentSettings } from '../components/ConsentBanner.tsx';
import { analyticsSetup, needsConsent } from '../../src/analytics/analyticsSetup.ts';

/** The link columns of site.yaml (docs/content-model.md#templates), then address, phone, e-mail and the parent-brand credit. */
export function Footer() {
  const { model, links } = useSite();
  const { site } = model;
  // A column whose pages are not built yet is left out rather than shown empty.
  const columns = site.footer.columns.filter((column) => column.links.some((link) => links.resolve(link.href) !== undefined));
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading} className="footer-column">
            <h2 className="footer-heading">{column.heading}</h2>
            <LinkGrid links={column.links} className="footer-links" />
          </nav>
        ))}
      </div>
      <div className="container footer-contact">
        <address>
          <strong>{site.name}</strong>
          {site.contact.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p>
          {/* Non-breaking spaces keep the number on one line. */}
          <a href={`tel:${site.contact.phone.replace(/\s+/g, '')}`}>{site.contact.phone.replace(/ /g, '\u00a0')}</a>
          <br />
          <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
        </p>
        <p className="footer-credit">
          {site.name} {model.ui.layout.partOf} <ExternalLink href={site.parentBrand.url}>{site.parentBrand.name}</ExternalLink>.
        </p>
        {needsConsent(analyticsSetup(site)) && <ConsentSettings />}
      </div>
    </footer>
  );
}
