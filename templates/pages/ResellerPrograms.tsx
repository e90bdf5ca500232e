import { FaqSection } from '../components/FaqSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { StepsSection } from '../components/StepsSection.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { faqPage } from '../../src/metadata/structuredData.ts';
import { resellerProgramsPage } from '../../src/routes/selections/pages/resellerProgramsPage.ts';
import { definePage } from '../page.ts';

/** /reseller-programs: infrastructure, white label, platforms, four steps, migration, FAQ. */
export const ResellerPrograms = definePage(resellerProgramsPage, ({ copy, faq, platforms }, { model }) => {
  const { sections } = copy;
  const { ui } = model;
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: faq ? [faqPage(faq.items)] : [],
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '/contact', label: ui.buttons.becomeAReseller },
            { href: '/hosting', label: ui.buttons.viewHosting },
          ]}
        />
        <CardSection copy={sections.infrastructure} columns={4} />
        <CardSection copy={sections.whiteLabel} tone="muted" columns={2} />
        <Section copy={sections.platforms}>
          <ul className="card-grid cols-3">
            {platforms.map((platform) => (
              <li key={platform.title} className={platform.recommended ? 'card card-recommended' : 'card'}>
                {platform.recommended && <p className="badge badge-popular">{ui.plans.recommended}</p>}
                {platform.comingSoon && <p className="badge badge-soon">{ui.plans.comingSoon}</p>}
                <h3>{platform.title}</h3>
                <p>{platform.text}</p>
              </li>
            ))}
          </ul>
        </Section>
        <StepsSection copy={sections.steps} tone="muted" />
        <CardSection copy={sections.migration} />
        {faq && <FaqSection copy={sections.faq} name="reseller-faq" items={faq.items} tone="muted" />}
      </>
    ),
  };
});
