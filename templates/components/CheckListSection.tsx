import type { Section as SectionCopy } from '../../src/content/model.ts';
import { Section } from './Section.tsx';

/** A section whose items are a ticked list, each a title and its line ("What's included"). */
export function CheckListSection({ copy, tone }: { copy: SectionCopy; tone?: 'plain' | 'muted' }) {
  return (
    <Section copy={copy} tone={tone}>
      <ul className="check-list cols-3">
        {copy.items.map((item) => (
          <li key={item.title}>
            <strong>{item.title}</strong>
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
