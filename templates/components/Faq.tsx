import type { ReactNode } from 'react';

/**
 * FAQ accordion. `<details name>` gives one-open-at-a-time natively; the site script adds it
 * where a browser lacks support (docs/architecture.md#progressive-enhancement).
 */
export function Faq({ name, items }: { name: string; items: readonly { question: string; answer: ReactNode }[] }) {
  return (
    <div className="faq" data-accordion={name}>
      {items.map((item) => (
        <details key={item.question} name={name} className="faq-item">
          <summary>{item.question}</summary>
          <div className="faq-answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
