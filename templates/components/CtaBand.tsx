import type { Section } from '../../src/content/model.ts';
import { Actions, type Action } from './Actions.tsx';
import { idFor } from './idFor.ts';

/** The closing call-to-action band: heading, intro and the page's buttons. */
export function CtaBand({ copy, actions }: { copy: Pick<Section, 'heading' | 'intro'>; actions: readonly Action[] }) {
  const id = `cta-${idFor(copy.heading)}`;
  return (
    <section className="section cta-band" aria-labelledby={id}>
      <div className="container cta-inner">
        <h2 id={id}>{copy.heading}</h2>
        {copy.intro && <p>{copy.intro}</p>}
        <div className="hero-actions">
          <Actions actions={actions} />
        </div>
      </div>
    </section>
  );
}
