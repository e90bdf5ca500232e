import type { Location, Model, Service } from '../../src/content/model.ts';
import { countySlug } from '../../src/content/countySlug.ts';

const limits = {
  relatedServicesPassed: 3,
  relatedServicesShown: 6,
  nearbyLocations: 12,
  majorBusinesses: 3,
  moreServices: 8,
  popularServices: 6,
  majorCities: 16,
  locationsWidget: 12,
  relatedComparisons: 6,
  relatedArticles: 3,
  relatedTutorials: 3,
  complementaryServices: 3,
  knowledgeLocationLinks: 8,
  locationBenefits: 4,
  colocationIndustries: 6,
};

/** The place lists of content/figures.yaml as committed. */
const places = {
  kentExtraTowns: ['broadstairs', 'ramsgate', 'sandwich', 'deal', 'rochester', 'medway'],
  majorCityCounties: [
    'greater-london',
    'greater-manchester',
    'west-midlands',
    'west-yorkshire',
    'glasgow',
    'edinburgh',
    'bristol',
    'merseyside',
    'tyne-and-wear',
    'south-yorkshire',
  ],
  fixedCityLinks: [
    'london',
    'maidstone',
    'canterbury',
    'ashford',
    'manchester',
    'leeds',
    'sheffield',
    'newcastle',
    'birmingham',
    'bristol',
    'liverpool',
    'edinburgh',
    'glasgow',
  ],
  kentTownLinks: [
    'gillingham',
    'dover',
    'folkestone',
    'chatham',
    'sittingbourne',
    'gravesend',
    'sevenoaks',
    'royal-tunbridge-wells',
    'whitstable',
    'faversham',
    'dartford',
    'margate',
    'broadstairs',
    'ramsgate',
    'herne-bay',
    'deal',
    'sandwich',
    'rochester',
    'medway',
    'tonbridge',
    'tenterden',
  ],
  controlPanelCities: ['maidstone', 'london', 'manchester', 'leeds', 'bristol', 'glasgow', 'edinburgh', 'liverpool'],
};

const emptyBody = { html: '' } as const;

/** A complete service record with sensible defaults; override what the test is about. */
export function service(slug: string, fields: Partial<Service> = {}): Service {
  return {
    slug,
    name: slug,
    description: `${slug} description`,
    category: 'hosting',
    pageType: 'service',
    keywords: [],
    relatedServices: [],
    targetIndustries: [],
    features: ['A feature'],
    benefits: [],
    origin: { file: `content/services/${slug}.md`, line: 1 },
    body: emptyBody,
    ...fields,
  } as Service;
}

/** A complete location record in a county. */
export function location(slug: string, county: string, fields: Partial<Location> = {}): Location {
  return {
    slug,
    name: slug,
    county,
    countySlug: countySlug(county),
    summary: 's',
    industries: ['Retail'],
    nearby: [],
    facts: [],
    population: 'x',
    majorBusinesses: ['A', 'B', 'C', 'D'],
    connectivity: { motorways: [], railways: [], airports: [] },
    additionalBenefits: [],
    faq: [],
    origin: { file: `content/locations/${slug}.md`, line: 1 },
    body: emptyBody,
    ...fields,
  } as Location;
}

/** The service lists of content/figures.yaml as committed. */
const serviceLists = {
  services: {
    popular: ['web-hosting-uk', 'vps-hosting-uk', 'wordpress-hosting-uk', 'cpanel-hosting-uk', 'colocation-uk', 'managed-vps-hosting-uk'],
    whmcsRelated: ['cpanel-hosting-uk', 'vps-hosting-uk', 'business-web-hosting-uk'],
  },
  moreServicesCategories: ['hosting', 'vps', 'wordpress', 'colocation', 'dedicated'],
  enhanceHighlights: ['Solo', 'Business'],
};

/** Just enough of a model for route and selection functions. */
/** The site search's settings of the real site.yaml: for the tests that make host files without a model, and the small project with search. */
export const searchSettings = {
  search: { engine: { name: 'DuckDuckGo', action: 'https://duckduckgo.com/', queryParam: 'q', siteParam: 'sites' } },
} as const;

/** The share cards' settings of the real site.yaml: for the small project with cards. */
export const shareCardSettings = { shareCards: {} } as const;

export function model(parts: { services?: Service[]; locations?: Location[]; places?: Partial<typeof places> } = {}): Model {
  return {
    services: parts.services ?? [],
    locations: parts.locations ?? [],
    kentTowns: [],
    figures: { limits, places: { ...places, ...parts.places }, ...serviceLists },
    // A site with search, as the real one: /search is among its fixed pages.
    site: searchSettings,
    redirects: [],
    redirectsOrigin: { file: 'content/redirects.yaml', line: 1 },
  } as unknown as Model;
}
