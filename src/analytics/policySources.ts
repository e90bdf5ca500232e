import type { AnalyticsSetup } from './analyticsSetup.ts';

/** The CSP directives a provider needs sources added to. */
export type PolicyDirective = 'script-src' | 'connect-src' | 'img-src';

/**
 * Google's own list for GA4, and for a Tag Manager container running GA4 tags
 * (developers.google.com/tag-platform/security/guides/csp): the tag scripts, then the
 * collection hosts, regional ones included, hence the wildcards. Google Signals and the ads
 * features need more hosts; consent for them is never asked, so they are not allowed.
 */
const googleSources: Readonly<Record<PolicyDirective, readonly string[]>> = {
  'script-src': ['https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * The sources the Content-Security-Policy adds for the configured provider, and nothing for
 * none: the script's origin and where it sends its events. The one table the headers
 * (src/emit/securityHeaders.ts) and `site check` (analytics/*) both read.
 */
export function policySources(setup: AnalyticsSetup | undefined): Readonly<Partial<Record<PolicyDirective, readonly string[]>>> {
  if (!setup) return {};
  if (setup.provider !== 'plausible') return googleSources;
  return { 'script-src': [new URL(setup.script).origin], 'connect-src': [new URL(setup.endpoint).origin] };
}
