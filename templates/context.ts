import { createContext, useContext } from 'react';
import type { Model } from '../src/content/model.ts';
import type { PageRoute } from '../src/routes/route.ts';
import type { LinkResolver } from '../src/routes/linkResolver.ts';

/** Everything a template may read while rendering one page. */
export interface RenderContext<R extends PageRoute = PageRoute> {
  model: Model;
  route: R;
  /** Public URLs of the hashed stylesheet and script, with their SRI hashes. */
  assets: { css: string; js: string; cssIntegrity: string; jsIntegrity: string };
  links: LinkResolver;
}

export const SiteContext = createContext<RenderContext | null>(null);

export function useSite(): RenderContext {
  const context = useContext(SiteContext);
  if (!context) throw new Error('Templates render inside SiteContext');
  return context;
}
