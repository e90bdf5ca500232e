import { FeatureCard } from '../components/FeatureCard.tsx';
import { Hero } from '../components/Hero.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { ExternalLink } from '../components/Link.tsx';
import { storeLink } from '../../src/content/storeLink.ts';
import { breadcrumbList } from '../../src/metadata/structuredData.ts';
import { contactPage } from '../../src/routes/selections/pages/contactPage.ts';
import { definePage } from '../page.ts';

/** /contact: e-mail and store cards; there is no form (docs/content-model.md#templates). */
export const Contact = definePage(contactPage, ({ copy, email: address, trail }, { model }) => {
  const { site } = model;
  const { email, store } = copy.sections;
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [breadcrumbList(site, trail)],
    main: (
      <>
        <Breadcrumb trail={trail} />
        <Hero heading={copy.heading} lead={copy.lead} />
        <section className="section section-plain" aria-label={model.ui.labels.waysToContact}>
          <div className="container card-grid cols-2">
            <FeatureCard copy={email}>
              <a className="btn btn-default" href={`mailto:${address}`}>
                {address}
              </a>
            </FeatureCard>
            <FeatureCard copy={store}>
              <ExternalLink href={storeLink(site)} className="btn btn-gradient">
                {model.ui.buttons.visitTheStore}
              </ExternalLink>
            </FeatureCard>
          </div>
        </section>
      </>
    ),
  };
});
