import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { servicePageMeta } from '../../src/metadata/servicePageMeta.ts';
import { pricesFor } from '../../src/content/pricesFor.ts';
import { serviceById } from '../../src/content/lookups.ts';
import { relatedOfKind } from '../../src/routes/selections/index.ts';

/** Comparison (docs/content-model.md#templates): side by side with the competitor figures, key differences, related comparisons. */
export const Comparison: PageTemplate = ({ model, route }) => {
  const service = serviceById(model, route.slug!);
  const copy = fillCopy(model.pages.comparison, { service: service.name! });
  const { sections } = copy;
  const { provider, competitor } = model.figures.comparison;
  const rows: [string, string, string][] = [
    ['Starting price', `${pricesFor(model, provider.pricing).from}/month`, `${competitor.price}/month`],
    ['Customer rating', `${provider.rating} / 5`, `${competitor.rating} / 5`],
    ['Uptime', `${model.site.claims.uptimeSla} SLA`, `${competitor.uptime} target`],
    ['Support', '24/7 UK-based team', 'Varies'],
    ['Data location', 'UK data centres', 'Often outside the UK'],
  ];
  return {
    ...servicePageMeta(model, service, route.url, 'article'),
    main: (
      <>
        <Hero heading={service.name!} lead={service.description!} eyebrow="Comparison" />
        <Section copy={sections.sideBySide}>
          <TableScroll label={`${model.site.name} compared with ${service.comparisonTarget}`}>
            <table className="compare-table">
              <caption className="visually-hidden">
                {model.site.name} compared with {service.comparisonTarget}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  <th scope="col">{model.site.name}</th>
                  <th scope="col">{service.comparisonTarget}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, ours, theirs]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td className="compare-ours">{ours}</td>
                    <td>{theirs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Section>
        <section className="section section-plain" aria-label="The comparison in detail">
          <div className="container narrow">
            <Markdown body={service.body} />
          </div>
        </section>
        <CardSection copy={sections.differences} tone="muted" />
        <RelatedCards model={model} slug={service.slug} copy={sections.related} />
        <CtaBand copy={sections.cta}>
          <Link href="/hosting" className="btn btn-hero">Compare our plans</Link>
          <Link href="/contact" className="btn btn-outline-light">Talk to us</Link>
        </CtaBand>
      </>
    ),
  };
};

function RelatedCards({ model, slug, copy }: { model: Parameters<PageTemplate>[0]['model']; slug: string; copy: Parameters<typeof Section>[0]['copy'] }) {
  const related = relatedOfKind(model, serviceById(model, slug), 'comparison');
  if (related.length === 0) return null;
  return (
    <Section copy={copy}>
      <ServiceCards services={related} />
    </Section>
  );
}
