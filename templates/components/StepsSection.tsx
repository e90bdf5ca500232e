import type { Section as SectionCopy } from '../../src/content/model.ts';
import { Section } from './Section.tsx';

/** A section whose items are numbered steps (sign-up steps, how it works, processes). */
export function StepsSection({ copy, tone }: { copy: SectionCopy; tone?: 'plain' | 'muted' }) {
  return (
    <Section copy={copy} tone={tone}>
      <ol className="steps steps-grid">
        {copy.items.map((step) => (
          <li key={step.title} className="step">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
