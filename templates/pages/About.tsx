import { Hero } from '../components/Hero.tsx';
import { CardSection } from '../components/Section.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { aboutPage as aboutPageData } from '../../src/metadata/structuredData.ts';
import { aboutPage } from '../../src/routes/selections/pages/aboutPage.ts';
import { definePage } from '../page.ts';

/** /about: hardware, storage, network, security, the Kent focus and why choose us. */
export const About = definePage(aboutPage, ({ copy }, { model }) => {
  const { sections } = copy;
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [aboutPageData(model.site, { name: copy.title, description: copy.description, url: '/about' })],
    main: (
      <>
        <Hero heading={copy.heading} lead={copy.lead} />
        {copy.body.html !== '' && (
          <section className="section section-plain" aria-label={model.ui.labels.ourStory}>
            <div className="container">
              <Markdown body={copy.body} />
            </div>
          </section>
        )}
        <CardSection copy={sections.hardware} tone="muted" />
        <CardSection copy={sections.storage} />
        <CardSection copy={sections.network} tone="muted" />
        <CardSection copy={sections.security} />
        <CardSection copy={sections.kent} tone="muted" />
        <CardSection copy={sections.whyChoose} />
      </>
    ),
  };
});
