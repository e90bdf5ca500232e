import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { servicePageMeta } from '../../src/metadata/servicePageMeta.ts';
import { comparisonPage } from '../../src/routes/selections/pages/comparisonPage.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** Comparison (docs/content-model.md#templates): side by side with the competitor figures, key differences, related comparisons. */
export const Comparison = definePage(comparisonPage, (page, { model, route }) => {
  const { service, copy, ours, theirs } = page;
  const { sections } = copy;
  const { ui } = model;
  const words = ui.comparison;
  const perMonth = (price: string) => `${price}${ui.plans.perMonth}`;
  const rating = (figure: string) => fill(words.ratingOutOf, { figure });
  const rows: [string, string, string][] = [
    [words.startingPrice, perMonth(ours.from), perMonth(theirs.price)],
    [words.customerRating, rating(String(ours.rating)), rating(String(theirs.rating))],
    [words.uptime, fill(words.sla, { figure: ours.uptime }), fill(words.target, { figure: theirs.uptime })],
    [words.support, words.ourSupport, words.theirSupport],
    [words.dataLocation, words.ourDataLocation, words.theirDataLocation],
  ];
  const comparedWith = fill(words.comparedWith, { site: model.site.name, name: service.comparisonTarget ?? '' });
  return {
    ...servicePageMeta(model, service, route.url, 'article'),
    main: (
      <>
        <Hero heading={service.name} image={service.heroImage} lead={service.description} eyebrow={ui.labels.comparisonEyebrow} />
        <Section copy={sections.sideBySide}>
          <TableScroll label={comparedWith}>
            <table className="compare-table">
              <caption className="visually-hidden">{comparedWith}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.feature}</th>
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
        <section className="section section-plain" aria-label={ui.labels.comparisonInDetail}>
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
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/hosting', label: ui.buttons.compareOurPlans },
            { href: '/contact', label: ui.buttons.talkToUs },
          ]}
        />
      </>
    ),
  };
});
