import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { ArticleDates } from '../components/ArticleDates.tsx';
import { Benefits, TickList } from '../components/Benefits.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { servicePageMeta } from '../../src/metadata/servicePageMeta.ts';
import { locationUrl } from '../../src/routes/urls.ts';
import { knowledgePage } from '../../src/routes/selections/pages/knowledgePage.ts';
import { definePage } from '../page.ts';
import { feedLink } from '../../src/routes/selections/feedEntries.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** Knowledge (docs/content-model.md#templates): What You'll Learn by type, the article, takeaways, who benefits, related, locations. */
export const Knowledge = definePage(knowledgePage, (page, { model, route }) => {
  const { service, copy, related, cities } = page;
  const { ui } = model;
  const { sections } = copy;
  return {
    ...servicePageMeta(model, service, route.url, 'article'),
    feed: feedLink(model),
    main: (
      <>
        <Hero heading={service.name} image={service.heroImage} lead={service.description} eyebrow={ui.labels.knowledgeEyebrow} />
        <CardSection copy={page.learn} tone="muted" />
        <article className="section section-plain" aria-label={service.name}>
          <div className="container narrow">
            <ArticleDates dates={page.dates} labels={ui.labels} />
            <Markdown body={service.body} />
          </div>
        </article>
        <Section copy={sections.takeaways} tone="muted">
          <TickList items={service.features} className="tick-list" />
        </Section>
        {service.benefits.length > 0 && (
          <Section copy={sections.whoBenefits}>
            {service.targetIndustries.length > 0 && <TickList items={service.targetIndustries} className="pill-list pill-list-spaced" />}
            <Benefits benefits={service.benefits} />
          </Section>
        )}
        {related.length > 0 && (
          <Section copy={sections.related} tone="muted">
            <ServiceCards services={related} />
          </Section>
        )}
        <Section copy={sections.locations}>
          <LinkGrid links={cities.map((city) => ({ label: fill(ui.places.webHostingIn, { place: city.name }), href: locationUrl('web-hosting', city) }))} />
        </Section>
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/hosting', label: ui.buttons.viewHostingPlans },
            { href: '/contact', label: ui.buttons.askAnExpert },
          ]}
        />
      </>
    ),
  };
});
