import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { ExternalLink, Link } from '../components/Link.tsx';
import { PlanCard } from '../components/PlanCard.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { planProduct } from '../../src/metadata/structuredData.ts';
import { whmcsLicensesPage } from '../../src/routes/selections/pages/whmcsLicensesPage.ts';
import { definePage } from '../page.ts';
import { lowestPrice } from '../../src/metadata/servicePageMeta.ts';

/** /whmcs-licenses: trust tiles, three licences, why choose, integrations, help block, related cards. */
export const WhmcsLicenses = definePage(whmcsLicensesPage, ({ copy, plans, related }, { model }) => {
  const { site, ui } = model;
  const { sections } = copy;
  const store = storeLink(site);
  return {
    title: copy.title,
    description: copy.description,
    card: lowestPrice(plans.map((plan) => plan.price)),
    jsonLd: [planProduct(site, { name: 'WHMCS licences', description: copy.description, url: '/whmcs-licenses' }, plans)],
    main: (
      <>
        <Hero
          heading={copy.heading}
          lead={copy.lead}
          actions={[
            { href: '/contact', label: ui.buttons.getQuote },
            { href: store, label: ui.buttons.viewStore, external: true },
          ]}
        />
        <CardSection copy={sections.trust} />
        <Section copy={sections.plans} tone="muted">
          <div className="plan-grid">
            {plans.map((plan) => (
              <PlanCard
                key={plan.name}
                name={plan.name}
                price={plan.price}
                description={plan.clients}
                popular={plan.popular}
                specs={plan.features.map((feature, i) => ({ label: i === 0 ? ui.plans.includes : '', value: feature }))}
                actions={
                  <ExternalLink href={store} className={plan.popular ? 'btn btn-gradient' : 'btn btn-default'}>
                    {ui.buttons.orderLicense}
                  </ExternalLink>
                }
              />
            ))}
          </div>
        </Section>
        <CardSection copy={sections.whyChoose} />
        <section className="section section-muted" aria-label={ui.labels.integrations}>
          <div className="container card-grid cols-2">
            {[sections.panels, sections.gateways].map((list) => (
              <article key={list.heading} className="card">
                <h2 className="card-heading">{list.heading}</h2>
                {list.intro && <p>{list.intro}</p>}
                <ul className="tick-list">
                  {list.items.map((item) => (
                    <li key={item.title}>
                      <strong>{item.title}</strong>: {item.text}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>
        <CtaBand
          copy={sections.help}
          actions={[
            { href: '/contact', label: ui.buttons.getExpertAdvice },
            { href: site.vendors.whmcsPricing, label: ui.buttons.browseAllLicenses, external: true },
          ]}
        />
        {related.length > 0 && (
          <Section copy={sections.related}>
            <ServiceCards services={related} />
          </Section>
        )}
        {/* /reseller-programs is a fixed page, not a service record: linked on its own. */}
        <p className="container related-extra">
          <Link href="/reseller-programs" className="btn btn-outline">
            {ui.buttons.resellerProgrammes}
          </Link>
        </p>
      </>
    ),
  };
});
