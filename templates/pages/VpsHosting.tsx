import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { ExternalLink } from '../components/Link.tsx';
import { PlanGrid } from '../components/PlanGrid.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { planProduct } from '../../src/metadata/structuredData.ts';
import { vpsHostingPage } from '../../src/routes/selections/pages/vpsHostingPage.ts';
import { definePage } from '../page.ts';
import { lowestPrice } from '../../src/metadata/servicePageMeta.ts';

/** /vps-hosting: eight plans, each with Deploy Server to the store's vps-hosting category (docs/content-model.md#store-links). */
export const VpsHosting = definePage(vpsHostingPage, ({ copy, plans }, { model }) => {
  const { sections } = copy;
  const { ui } = model;
  const spec = ui.specs;
  const deploy = storeLink(model.site, 'vps');
  return {
    title: copy.title,
    description: copy.description,
    card: { eyebrow: ui.categories.vps, ...lowestPrice(plans.map((plan) => plan.price)) },
    jsonLd: [planProduct(model.site, { name: 'VPS hosting', description: copy.description, url: '/vps-hosting' }, plans)],
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '#vps-plans', label: ui.buttons.viewPlans },
            { href: '/contact', label: ui.buttons.contactSales },
          ]}
        />
        <Section copy={sections.plans} id="vps-plans">
          <PlanGrid
            className="plan-grid plan-grid-4"
            plans={plans}
            specs={(plan) => [
              { label: spec.vcpu, value: plan.vcores },
              { label: spec.ram, value: plan.ram },
              { label: spec.storage, value: plan.storage },
              { label: spec.bandwidth, value: plan.bandwidth },
            ]}
            action={(plan) => (
              <ExternalLink href={deploy} className={plan.popular ? 'btn btn-gradient' : 'btn btn-default'}>
                {ui.buttons.deployServer}
              </ExternalLink>
            )}
          />
        </Section>
        <CardSection copy={sections.included} tone="muted" />
        <CtaBand copy={sections.contact} actions={[{ href: '/contact', label: ui.buttons.contactSales }]} />
      </>
    ),
  };
});
