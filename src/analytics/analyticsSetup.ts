import type { Site } from '../content/schemas/site.ts';
import { consentProviders } from '../content/schemas/analytics.ts';

/** Plausible's own service, where a site that does not host Plausible itself sends its page views. */
export const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';

/**
 * The analytics a build loads, every default filled in: what the page tags, the policy and
 * `site check` all work from (docs/content-model.md#analytics). Plausible counts without
 * cookies, so it needs no consent; Google's tags set cookies, so they wait for it.
 */
export type AnalyticsSetup = { provider: 'plausible'; domain: string; script: string; endpoint: string } | { provider: 'ga4' | 'gtm'; id: string };

/** The site's analytics, or undefined when none is configured (`analytics: { id: null }`, or no provider). */
export function analyticsSetup(site: Pick<Site, 'analytics' | 'origin'>): AnalyticsSetup | undefined {
  const { provider, id, domain, script, endpoint } = site.analytics;
  if (provider === 'plausible') {
    const source = script ?? PLAUSIBLE_SCRIPT;
    // Plausible's script posts to its own host unless told otherwise; said outright, so the tag and the policy agree.
    return { provider, domain: domain ?? new URL(site.origin).hostname, script: source, endpoint: endpoint ?? new URL('/api/event', source).href };
  }
  if ((provider === 'ga4' || provider === 'gtm') && id) return { provider, id };
  return undefined;
}

/** Whether the visitor must agree before the provider loads: it sets cookies (PECR, UK GDPR). */
export function needsConsent(setup: AnalyticsSetup | undefined): setup is Extract<AnalyticsSetup, { id: string }> {
  return setup !== undefined && consentProviders.includes(setup.provider);
}
