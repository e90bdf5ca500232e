import { CheckListSection } from '../components/CheckListSection.tsx';
import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { ExternalLink, Link } from '../components/Link.tsx';
import { PlanGrid } from '../components/PlanGrid.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { planProduct } from '../../src/metadata/structuredData.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';
import { cpanelHostingPage } from '../../src/routes/selections/pages/cpanelHostingPage.ts';
import { definePage } from '../page.ts';
import { lowestPrice } from '../../src/metadata/servicePageMeta.ts';

/** /cpanel-hosting: three shared and three reseller cards, CloudLinux, the 14-item list. */
export const CpanelHosting = definePage(cpanelHostingPage, ({ copy, shared, reseller }, { model }) => {
  const { site } = model;
  const { sections } = copy;
  const { ui } = model;
  const spec = ui.specs;
  const actions = (name: string, category: 'cpanel' | 'resellerCpanel', popular: boolean) => (
    <>
      <ExternalLink href={storeLink(site, category)} className={popular ? 'btn btn-gradient' : 'btn btn-default'}>
        {fill(ui.plans.order, { plan: name })}
      </ExternalLink>
      <Link href="/cpanel-specification" className="btn btn-outline">
        {ui.buttons.compareFullSpec}
      </Link>
    </>
  );
  return {
    title: copy.title,
    description: copy.description,
    card: lowestPrice([...shared, ...reseller].map((plan) => plan.price)),
    jsonLd: [
      planProduct(site, { name: 'cPanel shared hosting', description: copy.description, url: '/cpanel-hosting' }, shared),
      planProduct(site, { name: 'cPanel reseller hosting', description: sections.reseller.intro ?? copy.description, url: '/cpanel-hosting' }, reseller),
    ],
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '#cpanel-shared', label: ui.buttons.sharedPlans },
            { href: '#cpanel-reseller', label: ui.buttons.resellerPlans },
          ]}
        />
        <Section copy={sections.shared} id="cpanel-shared">
          <PlanGrid
            plans={shared}
            specs={(plan) => [
              { label: spec.websites, value: plan.websites },
              { label: spec.storage, value: plan.storage },
              { label: spec.bandwidth, value: plan.bandwidth },
              { label: spec.backups, value: plan.backups },
              { label: spec.mailboxes, value: plan.mailboxes },
              { label: spec.ssl, value: plan.ssl },
            ]}
            action={(plan) => actions(plan.name, 'cpanel', plan.popular)}
          />
        </Section>
        <Section copy={sections.reseller} tone="muted" id="cpanel-reseller">
          <PlanGrid
            plans={reseller}
            specs={(plan) => [
              { label: spec.diskSpace, value: plan.diskSpace },
              { label: spec.accounts, value: plan.accounts },
              { label: spec.bandwidth, value: plan.bandwidth },
              { label: spec.emailAccounts, value: plan.emailAccounts },
              { label: spec.ssl, value: plan.ssl },
            ]}
            action={(plan) => actions(plan.name, 'resellerCpanel', plan.popular)}
          />
        </Section>
        <CardSection copy={sections.cloudlinux} />
        <CheckListSection copy={sections.included} tone="muted" />
      </>
    ),
  };
});
