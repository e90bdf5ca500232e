import { CheckListSection } from '../components/CheckListSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { ExternalLink } from '../components/Link.tsx';
import { PlanGrid } from '../components/PlanGrid.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { planProduct } from '../../src/metadata/structuredData.ts';
import { enhanceHostingPage } from '../../src/routes/selections/pages/enhanceHostingPage.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';
import { lowestPrice } from '../../src/metadata/servicePageMeta.ts';

/** /enhance-hosting (docs/content-model.md#fixed-pages): six plans, what's included, infrastructure. */
export const EnhanceHosting = definePage(enhanceHostingPage, ({ copy, plans }, { model }) => {
  const { site, ui } = model;
  const spec = ui.specs;
  const { sections } = copy;
  const order = storeLink(site, 'enhance');
  return {
    title: copy.title,
    description: copy.description,
    card: lowestPrice(plans.map((plan) => plan.price)),
    jsonLd: [planProduct(site, { name: 'Enhance Panel hosting', description: copy.description, url: '/enhance-hosting' }, plans)],
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '#enhance-plans', label: ui.buttons.viewPlans },
            { href: '/contact', label: ui.buttons.contactSales },
          ]}
        />
        <Section copy={sections.plans} id="enhance-plans">
          <PlanGrid
            plans={plans}
            specs={(plan) => [
              { label: spec[plan.capacity.kind], value: plan.capacity.count },
              { label: spec.cpu, value: plan.cpu },
              { label: spec.ram, value: plan.ram },
              { label: spec.processes, value: plan.processes },
              { label: spec.io, value: plan.io },
              { label: spec.storage, value: plan.storage },
              { label: spec.bandwidth, value: plan.bandwidth },
              { label: spec.backups, value: plan.backups },
            ]}
            action={(plan) => (
              <ExternalLink href={order} className={plan.popular ? 'btn btn-gradient' : 'btn btn-default'}>
                {fill(ui.plans.order, { plan: plan.name })}
              </ExternalLink>
            )}
          />
        </Section>
        <CheckListSection copy={sections.included} tone="muted" />
        <CardSection copy={sections.infrastructure} columns={4} />
        <CtaBand
          copy={sections.contact}
          actions={[
            { href: '/contact', label: ui.buttons.contactSales },
            { href: order, label: ui.buttons.orderOnline, external: true },
          ]}
        />
      </>
    ),
  };
});
