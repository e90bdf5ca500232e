import { z } from 'zod';
import { text } from './common.ts';
import { isPlausibleScriptPath } from '../plausibleScript.ts';

/** The analytics providers the site can load (docs/content-model.md#analytics). */
export const analyticsProviders = ['plausible', 'ga4', 'gtm'] as const;
export type AnalyticsProvider = (typeof analyticsProviders)[number];
/** The providers that set cookies, so wait for the visitor's consent (PECR, UK GDPR): their banner's words are in ui.yaml's `consent`. */
export const consentProviders: readonly AnalyticsProvider[] = ['ga4', 'gtm'];

/** The id each Google provider takes, as Google writes it: a GA4 measurement ID, a Tag Manager container ID. */
export const googleIdPatterns = { ga4: /^G-[A-Z0-9]{4,16}$/, gtm: /^GTM-[A-Z0-9]{4,16}$/ } as const;
const idExamples = { ga4: 'G-XXXXXXXXXX, the measurement ID of a GA4 web stream', gtm: 'GTM-XXXXXXX, the ID of a Tag Manager web container' } as const;

const httpsUrl = z.url({ protocol: /^https$/, error: 'an absolute https URL' });
const plausibleScript = httpsUrl.refine(
  (value) => !URL.canParse(value) || isPlausibleScriptPath(new URL(value).pathname),
  'the address of a Plausible script, ending /js/script.js (or a variant such as /js/script.outbound-links.js)',
);
const hostname = z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, 'a domain name such as www.example.com');

/** Which fields each provider reads: a field another provider reads would do nothing here. */
const fieldsOf: Record<AnalyticsProvider, readonly string[]> = { plausible: ['domain', 'script', 'endpoint'], ga4: ['id'], gtm: ['id'] };

/**
 * `analytics` in site.yaml. No provider (or `id: null`, as before providers existed) loads
 * nothing; each provider's fields are checked here, each problem at its field with what to
 * write instead, since a setting that loads nothing would fail silently on the live site.
 */
const analyticsFields = z.strictObject({
  provider: z
    .enum(analyticsProviders)
    .optional()
    .describe('Optional: plausible (cookieless, no banner), ga4 (Google Analytics 4) or gtm (Google Tag Manager); the last two ask for consent first.'),
  id: text.nullable().optional().describe('ga4 and gtm: the measurement ID (G-XXXXXXXXXX) or the container ID (GTM-XXXXXXX). null or left out: no analytics.'),
  domain: hostname.optional().describe("plausible: the site's domain as the Plausible dashboard names it; by default the host of `origin`."),
  script: plausibleScript.optional().describe('plausible: the tracking script, for a self-hosted Plausible; by default https://plausible.io/js/script.js.'),
  endpoint: httpsUrl.optional().describe("plausible: where page views are sent; by default /api/event on the script's host."),
});

export const analyticsSchema = analyticsFields
  .superRefine(checkProviderFields)
  .prefault({})
  .describe('Optional: the analytics the site loads (content/README.md, "Analytics"); none when left out.');

export type AnalyticsSettings = z.infer<typeof analyticsFields>;

function checkProviderFields(settings: AnalyticsSettings, context: z.RefinementCtx): void {
  const add = (path: string, message: string, hint: string) => context.addIssue({ code: 'custom', path: [path], message, params: { hint } });
  const { provider, id } = settings;
  if (!provider) {
    if (id) add('id', 'is set, but no `provider` says what to load, so nothing would be', `Add \`provider: ${providerOfId(id) ?? 'ga4'}\` beside it.`);
    for (const field of ['domain', 'script', 'endpoint'] as const)
      if (settings[field] !== undefined) add(field, 'is set, but no `provider` says what to load', 'Add `provider: plausible` beside it.');
    return;
  }
  for (const field of ['id', 'domain', 'script', 'endpoint'] as const) {
    if (settings[field] !== undefined && settings[field] !== null && !fieldsOf[provider].includes(field))
      add(field, `is not read by ${provider}`, `Remove it: ${provider} reads ${fieldsOf[provider].map((f) => `\`${f}\``).join(', ')}.`);
  }
  if (provider === 'plausible') return;
  if (!id)
    return add(
      'id',
      `is required with provider ${provider}: ${idExamples[provider]}`,
      `Copy the ID from ${provider === 'ga4' ? 'Google Analytics' : 'Tag Manager'}.`,
    );
  if (!googleIdPatterns[provider].test(id)) add('id', `should be ${idExamples[provider]}`, idHint(provider, id));
}

/** What an id that does not fit its provider most likely is. */
function idHint(provider: 'ga4' | 'gtm', id: string): string {
  const other = providerOfId(id);
  if (other && other !== provider)
    return `${id} is a ${other === 'ga4' ? 'GA4 measurement' : 'Tag Manager container'} ID: did you mean \`provider: ${other}\`?`;
  if (googleIdPatterns[provider].test(id.trim().toUpperCase())) return `Did you mean \`${id.trim().toUpperCase()}\`? IDs are written in capitals.`;
  if (/^UA-/i.test(id)) return 'UA- IDs are Universal Analytics, which Google shut down in 2023: use the G- ID of the GA4 property.';
  return `Copy the ID from ${provider === 'ga4' ? 'Google Analytics (Admin, Data streams)' : 'Tag Manager (the container list)'}.`;
}

/** The Google provider an id belongs to, by its prefix. */
function providerOfId(id: string): 'ga4' | 'gtm' | undefined {
  const upper = id.trim().toUpperCase();
  return googleIdPatterns.gtm.test(upper) ? 'gtm' : googleIdPatterns.ga4.test(upper) ? 'ga4' : undefined;
}
