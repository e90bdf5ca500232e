import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { servicePageMeta } from '../../src/render/servicePageMeta.ts';
import { comparisonPage } from '../../src/routes/selections/pages/comparisonPage.ts';
import { definePage } from '../page.ts';

/** SPEC.md "Comparison": side by side with the competitor figures, key differences, related comparisons. */
export const Comparison = definePage(comparisonPage, (page, { model, route }) => {
  const { service, copy, ours, theirs } = page;
  const { sections } = copy;
  const rows: [string, string, string][] = [
    ['Starting price', `${ours.from}/month`, `${theirs.price}/month`],
    ['Customer rating', `${ours.rating} / 5`, `${theirs.rating} / 5`],
    ['Uptime', `${ours.uptime} SLA`, `${theirs.uptime} target`],
    ['Support', '24/7 UK-based team', 'Varies'],
    ['Data location', 'UK data centres', 'Often outside the UK'],
  ];
  return {
    ...servicePageMeta(model, service, route.url, 'article'),
    main: (
      <>
        <Hero heading={service.name} lead={service.description} eyebrow="Comparison" />
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
        {page.related.length > 0 && (
          <Section copy={sections.related}>
            <ServiceCards services={page.related} />
          </Section>
        )}
        <CtaBand copy={sections.cta}>
          <Link href="/hosting" className="btn btn-hero">Compare our plans</Link>
          <Link href="/contact" className="btn btn-outline-light">Talk to us</Link>
        </CtaBand>
      </>
    ),
  };
});
