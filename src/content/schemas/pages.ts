import { pageSchema } from './page.ts';

/** Each fixed page's copy file (content/pages/{name}.md) and the sections its template shows. */
export const pageSchemas = {
  home: pageSchema(['ukHosting', 'infrastructure', 'plans', 'agencies', 'servers', 'benefits', 'kentTowns', 'localServices', 'ukCities', 'faq', 'agencyCta']),
  hosting: pageSchema(['platforms', 'compare', 'included', 'help']),
  'enhance-hosting': pageSchema(['plans', 'included', 'infrastructure', 'contact']),
  about: pageSchema(['hardware', 'storage', 'network', 'security', 'kent', 'whyChoose']),
  contact: pageSchema(['email', 'store']),
  'kent-town': pageSchema(['sectors', 'enhance', 'cpanel', 'migration', 'agencies', 'about', 'nearby', 'faq']),
  'not-found': pageSchema([]),
};

export type PageName = keyof typeof pageSchemas;
