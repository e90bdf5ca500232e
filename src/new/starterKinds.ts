import { STARTER_TEXT } from '../content/starterText.ts';
import type { CollectionName } from '../content/collections.ts';

/** The kinds of record `site new` starts, as a writer names them. */
export type StarterKind = 'town' | 'location' | 'service' | 'guide' | 'tutorial' | 'comparison' | 'use-case' | 'faq';

export interface StarterKindDefinition {
  /** What the record is, for messages. */
  label: string;
  collection: CollectionName;
  /** Where the file goes, under content/: the folder writers keep such records in. */
  folder: string;
  extension: '.md' | '.yaml';
  /** Fields whose value the kind decides; everything else comes from the collection's schema. */
  fixed: Readonly<Record<string, unknown>>;
  /** Optional fields the page needs all the same (to publish, or for its template). */
  include: readonly string[];
}

/** Fields a service or place needs to be published (src/content/findIncomplete.ts). */
const PUBLISHED_SERVICE = ['name', 'description', 'features'];
const PUBLISHED_PLACE = ['name', 'industries'];

/**
 * The kinds `site new` knows, and the collection each belongs to (content/README.md). The
 * starter itself is derived from the collection's schema, so it cannot drift from what the
 * build accepts; only what tells one kind from another is written here.
 */
export const STARTER_KINDS: Readonly<Record<StarterKind, StarterKindDefinition>> = {
  town: {
    label: 'Kent town',
    collection: 'locations',
    folder: 'locations',
    extension: '.md',
    fixed: { county: 'Kent' },
    include: [...PUBLISHED_PLACE, 'businessHosting'],
  },
  location: { label: 'place', collection: 'locations', folder: 'locations', extension: '.md', fixed: {}, include: PUBLISHED_PLACE },
  service: {
    label: 'service',
    collection: 'services',
    folder: 'services/hosting',
    extension: '.md',
    fixed: { category: 'hosting', pageType: 'service', pricing: { plans: 'enhance' } },
    include: PUBLISHED_SERVICE,
  },
  guide: {
    label: 'guide',
    collection: 'services',
    folder: 'services/knowledge',
    extension: '.md',
    fixed: { category: 'knowledge', pageType: 'knowledge', knowledgeType: 'basics' },
    include: PUBLISHED_SERVICE,
  },
  tutorial: {
    label: 'tutorial',
    collection: 'services',
    folder: 'services/tutorials',
    extension: '.md',
    fixed: { category: 'knowledge', pageType: 'knowledge', knowledgeType: 'tutorials', tutorial: { buttonLink: '/hosting' } },
    include: [...PUBLISHED_SERVICE, 'tutorial'],
  },
  comparison: {
    label: 'comparison',
    collection: 'services',
    folder: 'services/comparisons',
    extension: '.md',
    fixed: { category: 'comparison', pageType: 'comparison' },
    include: [...PUBLISHED_SERVICE, 'comparisonTarget'],
  },
  'use-case': {
    label: 'use-case',
    collection: 'services',
    folder: 'services/use-cases',
    extension: '.md',
    fixed: { category: 'business', pageType: 'business-use-case' },
    include: PUBLISHED_SERVICE,
  },
  faq: { label: 'FAQ set', collection: 'faqs', folder: 'faqs', extension: '.yaml', fixed: {}, include: [] },
};

export function isStarterKind(kind: string): kind is StarterKind {
  return Object.hasOwn(STARTER_KINDS, kind);
}

export { STARTER_TEXT };
