import type { Service } from '../../src/content/model.ts';

/** Benefits are strings or {title, description} (docs/content-model.md#services); both render as cards. */
export function Benefits({ benefits }: { benefits: Service['benefits'] }) {
  return (
    <ul className="card-grid cols-2">
      {benefits.map((benefit) =>
        typeof benefit === 'string' ? (
          <li key={benefit} className="card">
            <p className="benefit-text">{benefit}</p>
          </li>
        ) : (
          <li key={benefit.title} className="card">
            <h3>{benefit.title}</h3>
            <p>{benefit.description}</p>
          </li>
        ),
      )}
    </ul>
  );
}

/** A list of short strings: ticked (features, prerequisites, takeaways), or as its class says (pills, facts). */
export function TickList({ items, className = 'tick-list cols-2' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
