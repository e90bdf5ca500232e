import { PlanSummaries } from '../components/PlanSummaries.tsx';
import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { planProduct } from '../../src/metadata/structuredData.ts';
import { LinkSection } from '../components/LinkGrid.tsx';
import type { PublishedService } from '../../src/content/model.ts';
import { serviceUrl } from '../../src/routes/urls.ts';
import { hostingPage } from '../../src/routes/selections/pages/hostingPage.ts';
import { definePage } from '../page.ts';

const asLink = (service: PublishedService) => ({ label: service.name, href: serviceUrl(service.slug) });

/** Hosting overview: the platforms side by side, how to choose, what every plan includes. */
export const Hosting = definePage(hostingPage, (page, { model }) => {
  const { copy, enhance, cpanel } = page;
  const { ui } = model;
  const { sections } = copy;
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [
      planProduct(model.site, { name: 'Web hosting', description: copy.description, url: '/hosting' }, [
        ...enhance.map((p) => ({ name: `Enhance ${p.name}`, price: p.price })),
        ...cpanel.map((p) => ({ name: `cPanel ${p.name}`, price: p.price })),
      ]),
    ],
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '/enhance-hosting', label: ui.buttons.enhancePlans },
            { href: '/cpanel-hosting', label: ui.buttons.cpanelPlans },
          ]}
        />
        <Section copy={sections.platforms}>
          <PlanSummaries enhance={enhance} cpanel={cpanel} />
        </Section>
        <CardSection copy={sections.compare} tone="muted" columns={2} />
        <CardSection copy={sections.included} />
        <LinkSection copy={{ ...sections.useCases, links: page.useCases.map(asLink) }} tone="muted" />
        <LinkSection copy={{ ...sections.comparisons, links: page.comparisons.map(asLink) }} />
        <LinkSection copy={{ ...sections.guides, links: page.guides.map(asLink) }} tone="muted" />
        <CtaBand copy={sections.help} actions={[{ href: '/contact', label: ui.buttons.contactUs }]} />
      </>
    ),
  };
});
