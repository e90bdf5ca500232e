import type { PublishedService, Section } from '../../src/content/model.ts';
import { serviceUrl } from '../../src/routes/urls.ts';
import { Link } from './Link.tsx';
import { useSite } from '../context.ts';

/** A banner linking a local page to the national service page, showing the category (docs/content-model.md#templates). */
export function ServiceBanner({ copy, service, category }: { copy: Section; service: PublishedService; category: string }) {
  const { model } = useSite();
  return (
    <aside className="service-banner" aria-label={model.ui.labels.nationalService}>
      <div className="container service-banner-inner">
        <span className="badge badge-category">{category}</span>
        <p>
          <strong>{copy.heading}</strong>
          {copy.intro && <> {copy.intro}</>}
        </p>
        <Link href={serviceUrl(service.slug)} className="btn btn-link">
          {service.name}
        </Link>
      </div>
    </aside>
  );
}
