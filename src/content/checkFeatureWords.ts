import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { problem } from '../errors/problem.ts';
import { consentProviders, type AnalyticsProvider } from './schemas/analytics.ts';
import { uiSchema } from './schemas/ui.ts';
import type { ValidRecord } from './validateRecords.ts';

/**
 * The words and page copy a site needs only for a part it has switched on in site.yaml: the
 * consent banner's words for a provider that asks for consent, the search's words and its
 * page for `search`, the share card's words for `shareCards`. A site without the part (and
 * every site written before it came) need not write them; with it, their absence is an error
 * at the setting's line, naming what to add.
 */
interface FeatureWords {
  /** The setting in site.yaml that needs them, as a path of fields; and whether it is switched on. */
  setting: readonly string[];
  on: (value: unknown) => boolean;
  /** The block of ui.yaml it needs (its fields are its schema's), and what they are for. */
  words: 'consent' | 'search' | 'shareCard';
  wordsFor: string;
  /** Why the setting's value needs them, when not every value does. */
  because?: string;
  /** A page copy of content/pages/ it needs (its slug), when it has a page. */
  page?: string;
  /** Where the writers' guide tells of it, and another way out than writing the words. */
  guide: string;
  otherwise: string;
}

export const FEATURE_WORDS: readonly FeatureWords[] = [
  {
    setting: ['analytics', 'provider'],
    on: (provider) => consentProviders.includes(provider as AnalyticsProvider),
    words: 'consent',
    wordsFor: 'its banner',
    because: "waits for the visitor's consent",
    guide: 'content/README.md, "Analytics"',
    otherwise: 'or choose plausible, which needs no consent',
  },
  {
    setting: ['search'],
    on: (search) => search !== undefined,
    words: 'search',
    wordsFor: 'its box and its results',
    page: 'search',
    guide: 'content/README.md, "Site search"',
    otherwise: 'or remove the `search:` block for a site without search',
  },
  {
    setting: ['shareCards'],
    on: (cards) => cards !== undefined,
    words: 'shareCard',
    wordsFor: 'the cards',
    guide: `content/README.md, "A page's share card"`,
    otherwise: 'or remove the `shareCards:` block for a site without share cards',
  },
];

/** The page copies only a part of the site needs (checked here, not by the pages collection's list). */
export const FEATURE_PAGES: readonly string[] = FEATURE_WORDS.flatMap((feature) => (feature.page ? [feature.page] : []));

export function checkFeatureWords(site: ValidRecord | undefined, ui: ValidRecord | undefined, pages: readonly string[], pagesFolder: string): Diagnostic[] {
  if (!site || !ui) return [];
  return FEATURE_WORDS.flatMap((feature) => {
    const value = feature.setting.reduce<unknown>((at, field) => (at as Record<string, unknown> | undefined)?.[field], site.data);
    if (!feature.on(value)) return [];
    const wordsMissing = ui.data[feature.words] === undefined;
    const pageMissing = feature.page !== undefined && !pages.includes(feature.page);
    if (!wordsMissing && !pageMissing) return [];
    // A block's value starts on the line after its name, so a block is placed at its name (worked
    // out only for a problem: locating reads site.yaml's syntax tree).
    const at = { file: site.file, ...site.source.locate(feature.setting, typeof value === 'object' ? 'key' : 'value') };
    const setting = `\`${feature.setting.join('.')}\``;
    const why = feature.because ? `${setting} is ${String(value)}, which ${feature.because}` : `${setting} is set`;
    const fields = Object.keys(uiSchema.shape[feature.words].unwrap().shape);
    const missing: Diagnostic[] = [];
    if (wordsMissing)
      missing.push(
        problem('content/missing-field', at, {
          message: `${why}, but ${ui.file} has no \`${feature.words}\` words for ${feature.wordsFor}`,
          field: feature.words,
          expected: `${feature.words}: { ${fields.join(', ')} } in ui.yaml`,
          found: 'nothing',
          hint: `Add a \`${feature.words}:\` block to ${ui.file} with ${list(fields)} (${feature.guide}), ${feature.otherwise}.`,
        }),
      );
    if (pageMissing)
      missing.push(
        problem('content/missing-file', at, {
          message: `${why}, but ${pagesFolder}/${feature.page}.md, the copy of its page, is missing`,
          hint: `Add ${pagesFolder}/${feature.page}.md (${feature.guide}), ${feature.otherwise}.`,
        }),
      );
    return missing;
  });
}

function list(fields: readonly string[]): string {
  return fields.length === 1 ? fields[0]! : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}`;
}
