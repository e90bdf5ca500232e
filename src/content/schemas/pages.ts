import { pageSchema } from './page.ts';

/** Each fixed page's copy file (content/pages/{name}.md) and the sections its template shows. */
export const pageSchemas = {
  home: pageSchema(['ukHosting', 'infrastructure', 'plans', 'agencies', 'servers', 'benefits', 'kentTowns', 'localServices', 'ukCities', 'faq', 'agencyCta']),
  hosting: pageSchema(['platforms', 'compare', 'included', 'help', 'useCases', 'comparisons', 'guides']),
  'enhance-hosting': pageSchema(['plans', 'included', 'infrastructure', 'contact']),
  about: pageSchema(['hardware', 'storage', 'network', 'security', 'kent', 'whyChoose']),
  contact: pageSchema(['email', 'store']),
  'kent-town': pageSchema(['sectors', 'enhance', 'cpanel', 'migration', 'agencies', 'about', 'nearby', 'faq']),
  'not-found': pageSchema([]),
  'cpanel-hosting': pageSchema(['shared', 'reseller', 'cloudlinux', 'included']),
  'cpanel-specification': pageSchema(['shared', 'reseller', 'common', 'help']),
  'plesk-hosting': pageSchema(['features', 'alternatives']),
  'vps-hosting': pageSchema(['plans', 'included', 'contact']),
  sitebuilder: pageSchema(['features', 'steps', 'included', 'faq']),
  'hosting-addons': pageSchema(['addons', 'help']),
  'control-panels': pageSchema(['infrastructure', 'comparison', 'cpanel', 'plesk', 'specs', 'services', 'cities']),
  'whmcs-licenses': pageSchema(['trust', 'plans', 'whyChoose', 'panels', 'gateways', 'help', 'related']),
  'reseller-programs': pageSchema(['infrastructure', 'whiteLabel', 'platforms', 'steps', 'migration', 'faq']),
  agencies: pageSchema(['features', 'solutions', 'colocation', 'sla', 'specs', 'cta']),
  kent: pageSchema(['tiles', 'towns', 'business']),
  'web-hosting-kent': pageSchema(['why', 'plans', 'towns', 'cta']),
  'dedicated-servers-kent': pageSchema(['features', 'specs', 'cta']),
  'colocation-kent': pageSchema(['features', 'facility', 'cta']),
  'server-colocation-kent': pageSchema(['features', 'process', 'cta']),
  'hosting-provider-kent': pageSchema(['services', 'reasons', 'advantage', 'industries', 'benefits', 'towns', 'commitment', 'cta']),
  'it-colocation-services-kent': pageSchema(['services', 'infrastructure', 'benefits', 'industries', 'process', 'towns', 'cta']),
  'business-web-hosting-town': pageSchema(['industries', 'features', 'cta']),
  // Copy shared by every page of a generated template; tokens {service}, {location}, {county}.
  'service-landing': pageSchema(['features', 'whyChoose', 'pricing', 'perfectFor', 'related', 'ukWide', 'kentTowns', 'counties', 'cta']),
  colocation: pageSchema(['whatIs', 'tier3', 'serviceLevels', 'reasons', 'power', 'peering', 'bgp', 'ip', 'pricing']),
  comparison: pageSchema(['sideBySide', 'differences', 'related', 'cta']),
  knowledge: pageSchema(['learn', 'basics', 'localSeo', 'other', 'takeaways', 'whoBenefits', 'related', 'locations', 'cta']),
  tutorial: pageSchema(['prerequisites', 'steps', 'troubleshooting', 'next', 'related']),
  'use-case': pageSchema([
    'challenges', 'solutions', 'benefits', 'features', 'industries', 'story', 'complementary', 'cta',
    'smallBusinessChallenges', 'smallBusinessSolutions', 'smallBusinessBenefits', 'smallBusinessStory',
    'agencyChallenges', 'agencySolutions', 'agencyBenefits', 'agencyStory',
    'ecommerceChallenges', 'ecommerceSolutions', 'ecommerceBenefits', 'ecommerceStory',
    'otherChallenges', 'otherSolutions', 'otherBenefits', 'otherStory',
  ]),
  location: pageSchema(['banner', 'whyChoose', 'features', 'localBusiness', 'connectivity', 'quickFacts', 'testimonial', 'moreServices', 'related', 'nearby', 'kentExtra', 'popular', 'cta']),
  county: pageSchema(['locations', 'related', 'cta']),
  // The directory of places: /locations and /locations/{county} (token {county}).
  locations: pageSchema(['counties']),
  'county-directory': pageSchema(['services', 'places']),
};

export type PageName = keyof typeof pageSchemas;
