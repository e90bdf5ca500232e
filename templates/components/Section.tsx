import type { ReactNode } from 'react';
import type { Section as SectionCopy } from '../../src/content/model.ts';
import { idFor } from './idFor.ts';

interface SectionProps {
  copy: SectionCopy;
  children?: ReactNode;
  /** Visual tone: plain, muted (grey band) or dark (navy band). */
  tone?: 'plain' | 'muted' | 'dark';
  /** Heading text with page tokens already filled in, when it differs from the copy. */
  heading?: string;
  intro?: string;
  id?: string;
}

/** A page band: heading, optional intro, then whatever the page puts in it. */
export function Section({ copy, children, tone = 'plain', heading, intro, id }: SectionProps) {
  const title = heading ?? copy.heading;
  const headingId = id ?? idFor(title);
  return (
    <section className={`section section-${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <header className="section-header">
          <h2 id={headingId}>{title}</h2>
          {(intro ?? copy.intro) && <p className="section-intro">{intro ?? copy.intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

/** A section whose content is its own list of titled cards. */
export function CardSection({ copy, tone, columns = 3 }: { copy: SectionCopy; tone?: SectionProps['tone']; columns?: 2 | 3 | 4 }) {
  return (
    <Section copy={copy} tone={tone}>
      <ul className={`card-grid cols-${columns}`}>
        {copy.items.map((item) => (
          <li key={item.title} className="card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
