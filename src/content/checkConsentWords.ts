import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { consentProviders, type AnalyticsProvider } from './schemas/analytics.ts';
import type { ValidRecord } from './validateRecords.ts';

/**
 * The consent banner's words are needed only by a provider that asks for consent: a site
 * without one (most sites, and every site from before analytics) need not write them. With
 * one, their absence is an error at the provider's line, naming the words to add to ui.yaml.
 */
export function checkConsentWords(site: ValidRecord | undefined, ui: ValidRecord | undefined): Diagnostic[] {
  const provider = (site?.data['analytics'] as { provider?: AnalyticsProvider } | undefined)?.provider;
  if (!site || !ui || !provider || !consentProviders.includes(provider) || ui.data['consent'] !== undefined) return [];
  return [
    problem(
      'content/missing-field',
      { file: site.file, ...site.source.locate(['analytics', 'provider']) },
      {
        message: `\`analytics.provider\` is ${provider}, which waits for the visitor's consent, but ${ui.file} has no \`consent\` words for its banner`,
        field: 'consent',
        expected: 'consent: { heading, text, accept, reject, settings } in ui.yaml',
        found: 'nothing',
        hint: `Add a \`consent:\` block to ${ui.file} with heading, text, accept, reject and settings (content/README.md, "Analytics"), or choose plausible, which needs no consent.`,
      },
    ),
  ];
}
