import type { Section, Service } from '../../src/content/model.ts';
import { Link } from './Link.tsx';

/** A banner linking a local page to the national service page, showing the category (docs/content-model.md#templates). */
export function ServiceBanner({ copy, service, category }: { copy: Section; service: Service; category: string }) {
  return (
    <aside className="service-banner" aria-label="National service">
      <div className="container service-banner-inner">
        <span className="badge badge-category">{category}</span>
        <p>
          <strong>{copy.heading}</strong>
          {copy.intro && <> {copy.intro}</>}
        </p>
        <Link href={`/${service.slug}`} className="btn btn-link">
          {service.name}
        </Link>
      </div>
    </aside>
  );
}
