import { Hero } from '../components/Hero.tsx';
import { CardSection, Section } from '../components/Section.tsx';
import { LinkGrid } from '../components/LinkGrid.tsx';
import { locationUrl } from '../../src/routes/urls.ts';
import { controlPanelsPage } from '../../src/routes/selections/pages/controlPanelsPage.ts';
import { definePage } from '../page.ts';
import { fillPageTokens as fill } from '../../src/content/resolveClaims.ts';

/** /control-panels: infrastructure, cPanel/WHM versus Plesk Obsidian, specs, services, city buttons. */
export const ControlPanels = definePage(controlPanelsPage, ({ copy, cities }, { model }) => {
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
            { href: '/cpanel-hosting', label: ui.buttons.cpanelHosting },
            { href: '/plesk-hosting', label: ui.buttons.pleskHosting },
          ]}
        />
        <CardSection copy={sections.infrastructure} columns={4} />
        <Section copy={sections.comparison} tone="muted">
          <div className="card-grid cols-2">
            {[sections.cpanel, sections.plesk].map((panel) => (
              <article key={panel.heading} className="card">
                <h3>{panel.heading}</h3>
                {panel.intro && <p>{panel.intro}</p>}
                <ul className="tick-list">
                  {panel.items.map((item) => (
                    <li key={item.title}>
                      <strong>{item.title}:</strong> {item.text}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </Section>
        <CardSection copy={sections.specs} columns={4} />
        <CardSection copy={sections.services} tone="muted" />
        <Section copy={sections.cities}>
          <LinkGrid
            className="button-grid"
            links={cities.map((city) => ({ label: fill(ui.places.cpanelHostingIn, { place: city.name }), href: locationUrl('cpanel-hosting', city) }))}
          />
        </Section>
      </>
    ),
  };
});
