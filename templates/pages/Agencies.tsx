import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { agenciesPage } from '../../src/routes/selections/pages/agenciesPage.ts';
import { definePage } from '../page.ts';

/** /agencies: seven features, three solutions with Get Quote, colocation, SLA, specs, call to action. */
export const Agencies = definePage(agenciesPage, ({ copy }, { model }) => {
  const { sections } = copy;
  const { ui } = model;
  return {
    title: copy.title,
    description: copy.description,
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '/contact', label: ui.buttons.talkToUs },
            { href: '/reseller-programs', label: ui.buttons.resellerProgrammes },
          ]}
        />
        <CardSection copy={sections.features} columns={4} />
        <Section copy={sections.solutions} tone="muted">
          <ul className="card-grid cols-3">
            {sections.solutions.items.map((solution) => (
              <li key={solution.title} className="card card-feature">
                <h3>{solution.title}</h3>
                <p>{solution.text}</p>
                <Link href="/contact" className="btn btn-default">
                  {ui.buttons.getQuote}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <CardSection copy={sections.colocation} />
        <CardSection copy={sections.sla} tone="muted" />
        <CardSection copy={sections.specs} columns={4} />
        <CtaBand
          copy={sections.cta}
          actions={[
            { href: '/contact', label: ui.buttons.contactUs },
            { href: '/dedicated-hosting', label: ui.buttons.dedicatedHosting },
          ]}
        />
      </>
    ),
  };
});
