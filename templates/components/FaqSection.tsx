import type { Section as SectionCopy } from '../../src/content/model.ts';
import { Faq } from './Faq.tsx';
import { Section } from './Section.tsx';

/** A section holding a FAQ; `name` groups its items so one is open at a time. */
export function FaqSection({
  copy,
  name,
  items,
  tone,
}: {
  copy: SectionCopy;
  name: string;
  items: Parameters<typeof Faq>[0]['items'];
  tone?: 'plain' | 'muted';
}) {
  return (
    <Section copy={copy} tone={tone}>
      <Faq name={name} items={items} />
    </Section>
  );
}
