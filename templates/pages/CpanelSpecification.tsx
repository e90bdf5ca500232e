import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { SpecTable } from '../components/SpecTable.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { planProduct } from '../../src/metadata/structuredData.ts';
import { cpanelSpecificationPage } from '../../src/routes/selections/pages/cpanelSpecificationPage.ts';
import { definePage } from '../page.ts';

/** /cpanel-specification: shared and reseller comparison tables, common features, help block. */
export const CpanelSpecification = definePage(cpanelSpecificationPage, ({ copy, shared, reseller, productPlans }, { model }) => {
  const { sections } = copy;
  const { ui } = model;
  const spec = ui.specs;
  const row = <T,>(label: string, plans: readonly T[], value: (plan: T) => string) => ({ label, values: plans.map(value) });
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [planProduct(model.site, { name: 'cPanel hosting', description: copy.description, url: '/cpanel-specification' }, productPlans)],
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead} />
        <Section copy={sections.shared}>
          <SpecTable
            caption={sections.shared.heading}
            plans={shared}
            rows={[
              row(spec.pricePerMonth, shared, (p) => p.price),
              row(spec.websites, shared, (p) => p.websites),
              row(spec.storage, shared, (p) => p.storage),
              row(spec.bandwidth, shared, (p) => p.bandwidth),
              row(spec.backups, shared, (p) => p.backups),
              row(spec.mailboxes, shared, (p) => p.mailboxes),
              row(spec.subdomains, shared, (p) => p.subdomains),
              row(spec.ssl, shared, (p) => p.ssl),
              row(spec.ddos, shared, (p) => p.ddos),
              row(spec.cloudlinux, shared, (p) => p.cloudlinux),
              row(spec.php, shared, (p) => p.selectors),
            ]}
          />
        </Section>
        <Section copy={sections.reseller} tone="muted">
          <SpecTable
            caption={sections.reseller.heading}
            plans={reseller}
            rows={[
              row(spec.pricePerMonth, reseller, (p) => p.price),
              row(spec.diskSpace, reseller, (p) => p.diskSpace),
              row(spec.cpanelAccounts, reseller, (p) => p.accounts),
              row(spec.bandwidth, reseller, (p) => p.bandwidth),
              row(spec.emailAccounts, reseller, (p) => p.emailAccounts),
              row(spec.ssl, reseller, (p) => p.ssl),
            ]}
          />
        </Section>
        <CardSection copy={sections.common} columns={4} />
        <CtaBand
          copy={sections.help}
          actions={[
            { href: '/contact', label: ui.buttons.contactUs },
            { href: storeLink(model.site, 'cpanel'), label: ui.buttons.cpanelStore, external: true },
          ]}
        />
      </>
    ),
  };
});
