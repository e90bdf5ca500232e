import { createContext, useContext, type ReactElement } from 'react';
import type { Model } from '../src/content/model.ts';
import type { PageRoute } from '../src/routes/route.ts';

/** Internal links, as seen from the page being rendered. */
export interface PageLinks {
  /** The href to publish, or undefined while nothing is built at that path (the build lists the link as waiting). */
  resolve(href: string): string | undefined;
}

/** Everything a template may read while rendering one page. */
export interface RenderContext<R extends PageRoute = PageRoute> {
  model: Model;
  route: R;
  /** Public URLs of the hashed stylesheet and scripts, with their SRI hashes (the consent script's when the analytics ask for consent, the search page's when the site has search). */
  assets: {
    css: string;
    js: string;
    cssIntegrity: string;
    jsIntegrity: string;
    consentJs?: string;
    consentJsIntegrity?: string;
    searchJs?: string;
    searchJsIntegrity?: string;
    /** The search engine's module, which the search page's script imports on the first search. */
    searchEngineJs?: string;
    /** What draws the share cards (their code, fonts, encoder), hashed into every card's name (src/cards/cardSalt.ts). */
    cardSalt: string;
  };
  links: PageLinks;
  /**
   * Stands in for markup that many pages share (the header, the footer): `element` is rendered
   * once per build for each set of its props and its markup spliced into every page that
   * places it. See templates/components/Shared.tsx.
   */
  share: (element: ReactElement) => string;
}

export const SiteContext = createContext<RenderContext | null>(null);

export function useSite(): RenderContext {
  const context = useContext(SiteContext);
  if (!context) throw new Error('Templates render inside SiteContext');
  return context;
}
