import type { Model } from './model.ts';

/**
 * The model `site serve --watch` previews: drafts kept, and no analytics, so the preview loads
 * no provider's script, asks no consent and its headers allow no provider's host.
 */
export function withoutAnalytics(model: Model): Model {
  return model.site.analytics.provider ? { ...model, site: { ...model.site, analytics: {} } } : model;
}
