import { randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReadTracker } from '../content/trackModelReads.ts';
import type { PageRoute } from '../routes/route.ts';
import type { LinkResolver } from '../routes/linkResolver.ts';
import { SiteContext, type RenderContext } from '../../templates/context.ts';
import { toHtml5 } from './toHtml5.ts';

/**
 * The markup of `<Shared>` blocks (templates/components/Shared.tsx), made once per component
 * and props for every page of a build that places it. A page gets a placeholder while React
 * renders it; `splice` puts the markup in its place afterwards, and counts what the block read
 * from the model (as shared reads, which re-render the page but do not re-date it) and the
 * links in it that wait for a page as the page's own, exactly as if the page had rendered it itself.
 */
export interface SharedMarkup {
  /** One page's use of the shared markup: `share` goes into its render context, `splice` finishes its document. */
  forPage(url: string): { share: RenderContext['share']; splice: (html: string) => string };
}

interface Made {
  html: string;
  reads: string[];
  /** Unbuilt paths the block links to: every page that shows it waits for them too. */
  waiting: string[];
}

interface Piece {
  token: string;
  element: ReactElement;
  made?: Made;
}

/** One per render thread and build: the model, the assets and what is built do not change during one. */
export function createSharedMarkup({
  model,
  assets,
  links,
  tracker,
}: {
  model: RenderContext['model'];
  assets: RenderContext['assets'];
  links: LinkResolver;
  tracker?: ReadTracker | undefined;
}): SharedMarkup {
  // The placeholder is text in the page's markup; a nonce keeps content from ever spelling one.
  const nonce = randomBytes(6).toString('hex');
  const pieces = new Map<unknown, Map<string, Piece>>();

  const pieceFor = (element: ReactElement): Piece => {
    const { type } = element;
    if (typeof type !== 'function') throw new Error('<Shared> holds one component, such as <Footer />');
    let byProps = pieces.get(type);
    if (!byProps) pieces.set(type, (byProps = new Map<string, Piece>()));
    const key = propsKey(type.name, element.props as Record<string, unknown>);
    let piece = byProps.get(key);
    if (!piece) byProps.set(key, (piece = { token: `\uE000${nonce}.${pieces.size}.${byProps.size}\uE000`, element }));
    return piece;
  };

  const make = (element: ReactElement): Made => {
    const waiting = new Set<string>();
    const context: RenderContext = {
      model,
      assets,
      route: noRoute,
      links: {
        resolve(href) {
          const path = links.waitingFor(href);
          if (path === undefined) return href;
          waiting.add(path);
          return undefined;
        },
      },
      share: () => {
        throw new Error('<Shared> cannot hold another <Shared>');
      },
    };
    const render = () => toHtml5(renderToStaticMarkup(<SiteContext.Provider value={context}>{element}</SiteContext.Provider>));
    const { value, reads } = tracker ? tracker.track(render) : { value: render(), reads: [] };
    return { html: value, reads: [...reads], waiting: [...waiting] };
  };

  return {
    forPage(url) {
      const placed: Piece[] = [];
      return {
        share(element) {
          const piece = pieceFor(element);
          placed.push(piece);
          return piece.token;
        },
        splice(html) {
          let document = html;
          for (const piece of placed) {
            piece.made ??= make(piece.element);
            tracker?.note(piece.made.reads, true);
            for (const path of piece.made.waiting) links.markPending(path, url);
            const at = document.indexOf(piece.token);
            document = document.slice(0, at) + piece.made.html + document.slice(at + piece.token.length);
          }
          return document;
        },
      };
    },
  };
}

/** Props as a key: plain values only, so equal keys are equal props. */
function propsKey(component: string, props: Record<string, unknown>): string {
  const entries = Object.keys(props)
    .sort()
    .map((name) => {
      const value = props[name];
      if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        throw new Error(`<Shared> makes <${component}> once for each set of its props, so they must be strings, numbers or booleans: ${name} is not`);
      return [name, typeof value, value ?? null];
    });
  return JSON.stringify(entries);
}

/** What a shared block sees as the route: reading it fails, since its markup goes on many pages. */
const noRoute = new Proxy({} as PageRoute, {
  get(_target, key) {
    throw new Error(`<Shared> markup goes on many pages, so it cannot read the page's route (it read route.${String(key)}): pass what it needs as a prop`);
  },
});
