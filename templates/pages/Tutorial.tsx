import { TutorialSteps } from '../components/TutorialSteps.tsx';
import { ArticleDates } from '../components/ArticleDates.tsx';
import { Hero } from '../components/Hero.tsx';
import { BodySection } from '../components/BodySection.tsx';
import { Section, CardSection } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { TickList } from '../components/Benefits.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { servicePageMeta } from '../../src/metadata/servicePageMeta.ts';
import { tutorialPage } from '../../src/routes/selections/pages/tutorialPage.ts';
import { definePage } from '../page.ts';
import { feedLink } from '../../src/routes/selections/feedEntries.ts';
import { howTo } from '../../src/metadata/structuredData.ts';

/** Tutorial (docs/content-model.md#templates): hero with badges, prerequisites, numbered steps with tips, troubleshooting, next, related. */
export const Tutorial = definePage(tutorialPage, (page, { model, route }) => {
  const { service, copy, tutorial, steps, related, howTo: figures } = page;
  const { sections } = copy;
  const { ui } = model;
  return {
    ...servicePageMeta(
      model,
      service,
      route.url,
      howTo(model.site, {
        name: service.name,
        description: service.description,
        path: route.url,
        totalMinutes: figures.totalMinutes,
        cost: figures.cost,
        steps,
        supplies: tutorial?.prerequisites,
        dates: page.dates,
      }),
    ),
    feed: feedLink(model),
    main: (
      <>
        <Hero heading={service.name} image={service.heroImage} lead={tutorial?.heroDescription ?? service.description} eyebrow={ui.labels.tutorialEyebrow}>
          {tutorial && tutorial.badges.length > 0 && (
            <ul className="hero-badges">
              {tutorial.badges.map((badge) => (
                <li key={badge} className="badge badge-hero">
                  {badge}
                </li>
              ))}
            </ul>
          )}
          {tutorial && (
            <Link href={tutorial.buttonLink} className="btn btn-hero btn-lg">
              {tutorial.buttonText}
            </Link>
          )}
        </Hero>
        <BodySection body={service.body} label={ui.labels.introduction}>
          <ArticleDates dates={page.dates} labels={ui.labels} />
        </BodySection>
        {tutorial && (
          <Section copy={sections.prerequisites} tone="muted">
            <TickList items={tutorial.prerequisites} className="tick-list" />
          </Section>
        )}
        <Section copy={sections.steps}>
          <TutorialSteps steps={steps} />
        </Section>
        {tutorial && tutorial.troubleshooting.length > 0 && (
          <Section copy={sections.troubleshooting} tone="muted">
            <dl className="troubleshooting">
              {tutorial.troubleshooting.map((item) => (
                <div key={item.issue}>
                  <dt>{item.issue}</dt>
                  <dd>{item.solution}</dd>
                </div>
              ))}
            </dl>
          </Section>
        )}
        <CardSection copy={sections.next} />
        {related.length > 0 && (
          <Section copy={sections.related} tone="muted">
            <ServiceCards services={related} />
          </Section>
        )}
      </>
    ),
  };
});
