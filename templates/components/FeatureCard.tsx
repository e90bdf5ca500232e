import type { ReactNode } from 'react';

/** A card with a section's heading and intro above its own content (a button, a price). */
export function FeatureCard({ copy, children }: { copy: { heading: string; intro?: string }; children: ReactNode }) {
  return (
    <article className="card card-feature">
      <h2>{copy.heading}</h2>
      {copy.intro && <p>{copy.intro}</p>}
      {children}
    </article>
  );
}
