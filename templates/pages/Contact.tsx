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
            <article className="card card-feature">
              <h2>{email.heading}</h2>
              {email.intro && <p>{email.intro}</p>}
              <a className="btn btn-default" href={`mailto:${address}`}>
                {address}
              </a>
            </article>
            <article className="card card-feature">
              <h2>{store.heading}</h2>
              {store.intro && <p>{store.intro}</p>}
              <ExternalLink href={storeLink(site)} className="btn btn-gradient">
                {model.ui.buttons.visitTheStore}
              </ExternalLink>
            </article>
          </div>
        </section>
      </>
    ),
  };
});
