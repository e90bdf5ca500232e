import type { PageTemplate } from '../page.ts';
import { Hero } from '../components/Hero.tsx';
import { CardSection } from '../components/Section.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { aboutPage } from '../../src/metadata/structuredData.ts';

/** /about: hardware, storage, network, security, the Kent focus and why choose us. */
export const About: PageTemplate = ({ model }) => {
  const copy = model.pages.about;
  const { sections } = copy;
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: [aboutPage(model.site, { name: copy.title, description: copy.description, url: '/about' })],
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
};
