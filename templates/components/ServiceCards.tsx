import type { PublishedService } from '../../src/content/model.ts';
import { serviceUrl } from '../../src/routes/urls.ts';
import { useLiveLinks } from './LinkGrid.tsx';
import { useSite } from '../context.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** Cards linking to other /{slug} pages, each with its description and a Learn More link. */
export function ServiceCards({
  services,
  hrefFor = (s) => serviceUrl(s.slug),
}: {
  services: readonly PublishedService[];
  hrefFor?: (service: PublishedService) => string;
}) {
  const live = useLiveLinks(services.map((service) => ({ label: service.name, href: hrefFor(service), service })));
  const { model } = useSite();
  if (live.length === 0) return null;
  return (
    <ul className="card-grid cols-3">
      {live.map(({ service, href }) => (
        <li key={service.slug} className="card card-link">
          <h3>{service.name}</h3>
          <p>{service.description}</p>
          <a href={href} className="card-cta">
            {model.ui.buttons.learnMore}
            <span className="visually-hidden"> {fill(model.ui.buttons.learnMoreAbout, { name: service.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
