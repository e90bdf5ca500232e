import { Hero } from '../components/Hero.tsx';
import { Section } from '../components/Section.tsx';
import { Link } from '../components/Link.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { TickList } from '../components/Benefits.tsx';
import { hostingAddonsPage } from '../../src/routes/selections/pages/hostingAddonsPage.ts';
import { definePage } from '../page.ts';

/** /hosting-addons: five add-on cards, each with Get Started to /contact. */
export const HostingAddons = definePage(hostingAddonsPage, ({ copy, addons }, { model }) => {
  const { sections } = copy;
  const { ui } = model;
  return {
    title: copy.title,
    description: copy.description,
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead} />
        <Section copy={sections.addons}>
          <div className="plan-grid">
            {addons.map((addon) => (
              <article key={addon.name} className={addon.popular ? 'plan-card plan-card-popular' : 'plan-card'}>
                {addon.popular && <p className="badge badge-popular">{ui.plans.mostPopular}</p>}
                <p className="addon-category">{addon.category}</p>
                <h3 className="plan-name">{addon.name}</h3>
                <p className="addon-price">{addon.price}</p>
                <p className="plan-description">{addon.description}</p>
                <TickList items={addon.features} className="tick-list" />
                {addon.sellingPoints.length > 0 && <p className="addon-points">{addon.sellingPoints.join(' · ')}</p>}
                <div className="plan-actions">
                  <Link href="/contact" className={addon.popular ? 'btn btn-gradient' : 'btn btn-default'}>
                    {ui.buttons.getStarted}
                  </Link>
                </div>
              </article>
            ))}
          </div>
        </Section>
        <CtaBand
          copy={sections.help}
          actions={[
            { href: '/contact', label: ui.buttons.contactUs },
            { href: '/cpanel-hosting', label: ui.buttons.cpanelHosting },
          ]}
        />
      </>
    ),
  };
});
