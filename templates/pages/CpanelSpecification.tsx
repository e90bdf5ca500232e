import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { ExternalLink, Link } from '../components/Link.tsx';
import { SpecTable } from '../components/SpecTable.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { fillCopy } from '../../src/content/pageCopy.ts';
import { planProduct } from '../../src/metadata/structuredData.ts';

/** /cpanel-specification: shared and reseller comparison tables, common features, help block. */
export const CpanelSpecification: PageTemplate = ({ model }) => {
  const copy = fillCopy(model.pages['cpanel-specification'], {});
  const { sections } = copy;
  const shared = model.cpanelSharedPlans;
  const reseller = model.cpanelResellerPlans;
  const row = <T,>(label: string, plans: readonly T[], value: (plan: T) => string) => ({ label, values: plans.map(value) });
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [planProduct(model.site, { name: 'cPanel hosting', description: copy.description, url: '/cpanel-specification' }, [...shared, ...reseller.map((p) => ({ ...p, name: `Reseller ${p.name}` }))])],
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead} />
        <Section copy={sections.shared}>
          <SpecTable
            caption={sections.shared.heading}
            plans={shared}
            rows={[
              row('Price per month', shared, (p) => p.price),
              row('Websites', shared, (p) => p.websites),
              row('Storage', shared, (p) => p.storage),
              row('Bandwidth', shared, (p) => p.bandwidth),
              row('Backups', shared, (p) => p.backups),
              row('Mailboxes', shared, (p) => p.mailboxes),
              row('Subdomains', shared, (p) => p.subdomains),
              row('SSL', shared, (p) => p.ssl),
              row('DDoS protection', shared, (p) => p.ddos),
              row('CloudLinux', shared, (p) => p.cloudlinux),
              row('PHP', shared, (p) => p.selectors),
            ]}
          />
        </Section>
        <Section copy={sections.reseller} tone="muted">
          <SpecTable
            caption={sections.reseller.heading}
            plans={reseller}
            rows={[
              row('Price per month', reseller, (p) => p.price),
              row('Disk space', reseller, (p) => p.diskSpace),
              row('cPanel accounts', reseller, (p) => p.accounts),
              row('Bandwidth', reseller, (p) => p.bandwidth),
              row('Email accounts', reseller, (p) => p.emailAccounts),
              row('SSL', reseller, (p) => p.ssl),
            ]}
          />
        </Section>
        <CardSection copy={sections.common} columns={4} />
        <CtaBand copy={sections.help}>
          <Link href="/contact" className="btn btn-hero">Contact us</Link>
          <ExternalLink href={storeLink(model.site, 'cpanel')} className="btn btn-outline-light">cPanel store</ExternalLink>
        </CtaBand>
      </>
    ),
  };
};
