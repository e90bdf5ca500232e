import type { AnalyticsSetup } from './analyticsSetup.ts';

/**
 * The attributes of the one `<script>` that starts the analytics on a page: Plausible's own
 * script, which reads `data-domain` and `data-api`, or the site's consent script, which reads
 * `data-id` and loads Google's tag once the visitor agrees. `data-analytics` names the provider
 * on both, so `site check` finds the tag and rebuilds the setup from it (setupOfTag).
 */
export function tagAttributes(setup: AnalyticsSetup): Record<string, string> {
  if (setup.provider === 'plausible') return { 'data-analytics': setup.provider, 'data-domain': setup.domain, 'data-api': setup.endpoint };
  return { 'data-analytics': setup.provider, 'data-id': setup.id };
}

/** The setup a page's tag carries, from its `src` and attributes: undefined when it names no provider this site knows. */
export function setupOfTag(src: string, attributes: Readonly<Record<string, string>>): AnalyticsSetup | undefined {
  const provider = attributes['data-analytics'];
  if (provider === 'plausible') {
    const { 'data-domain': domain, 'data-api': endpoint } = attributes;
    return domain && endpoint && isUrl(src) && isUrl(endpoint) ? { provider, domain, script: src, endpoint } : undefined;
  }
  const id = attributes['data-id'];
  return (provider === 'ga4' || provider === 'gtm') && id ? { provider, id } : undefined;
}

function isUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}
