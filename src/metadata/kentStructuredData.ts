import type { Model } from '../content/model.ts';
import { localBusiness, serviceStructuredData } from './structuredData.ts';

/** The Kent and business pages: the business as it serves the area, and its hosting service there. */
export function kentPageStructuredData(model: Model, page: { url: string; name: string; description: string }, area: { name: string; county: string }) {
  return [
    localBusiness(model.site, { url: page.url, description: page.description }, area),
    serviceStructuredData(model.site, { name: page.name, description: page.description, category: 'hosting' }, page.url, `${area.name}, ${area.county}`),
  ];
}

/** Title, description and structured data of a Kent page, from its copy. */
export function kentPageMeta(
  model: Model,
  copy: { title: string; description: string; heading: string },
  url: string,
  area = { name: 'Kent', county: 'Kent' },
) {
  return {
    title: copy.title,
    description: copy.description,
    jsonLd: kentPageStructuredData(model, { url, name: copy.heading, description: copy.description }, area),
  };
}
