import type { Industry } from '../../src/content/model.ts';
import { useSite } from '../context.ts';

/** Industry cards, each with its description and one list of tags (the businesses, or the compliance). */
export function IndustryCards({ industries, tags }: { industries: readonly Industry[]; tags: 'businesses' | 'compliance' }) {
  const { labels } = useSite().model.ui;
  return (
    <ul className="card-grid cols-3">
      {industries.map((industry) => (
        <li key={industry.name} className="card">
          <h3>{industry.name}</h3>
          <p>{industry.description}</p>
          <p className="visually-hidden">{labels[tags]}</p>
          <ul className="tag-list">
            {industry[tags].map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
