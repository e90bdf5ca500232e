import { beforeAll, describe, expect, it } from 'vitest';
import type { Model } from '../../src/content/model.ts';
import { expandRoutes } from '../../src/routes/expandRoutes.ts';
import { createLinkResolver } from '../../src/routes/linkResolver.ts';
import { renderPage } from '../../src/render/renderPage.tsx';
import { formatDate } from '../../templates/components/ArticleDates.tsx';
import { pageTemplates } from '../../templates/pages/index.ts';
import { pagesByTemplate } from '../support/pagesByTemplate.ts';
import { contentPieces, visibleText, wordsNotFromContent } from './visibleText.ts';
import { realModel } from '../support/builtSite.ts';
import { renderAssets } from '../support/renderAssets.ts';

let model: Model;
let pieces: string[];
beforeAll(async () => {
  model = (await realModel()).model!;
  // A record's dates are content the page formats ("7 December 2024").
  const dates = model.services.flatMap((service) => [service.published, service.updated]).filter((date) => date !== undefined);
  pieces = contentPieces([model, ...dates.map(formatDate)]);
});

const byTemplate = await pagesByTemplate();

describe('every word a visitor reads comes from content/', () => {
  it('visits every template of the registry', () => {
    expect(byTemplate.map((page) => page.template).sort()).toEqual(Object.keys(pageTemplates).sort());
  });

  it.each(byTemplate.map((page) => [page.template, page] as const))('%s: every visible text, alt, aria-label, title and placeholder', (_, page) => {
    const routes = expandRoutes(model).routes;
    const html = renderPage({ model, route: page.route, assets: renderAssets, links: createLinkResolver(routes) }).html;
    const strays = [...new Set(visibleText(html))].flatMap((text) => {
      const stray = wordsNotFromContent(text, pieces);
      return stray === undefined ? [] : [`${text}  ←  ${stray}`];
    });
    expect(strays).toEqual([]);
  });
});

describe('the check itself', () => {
  const known = ['Kent Web Hosting', 'is part of', 'Contact'];
  it('accepts text made of content strings, figures and punctuation', () => {
    expect(wordsNotFromContent('Kent Web Hosting is part of 2 (£4.99/1)', known)).toBeUndefined();
  });
  it('names the words written in a template', () => {
    expect(wordsNotFromContent('Contact Sales', known)).toBe('Sales');
    expect(visibleText('<body><a aria-label="Main">x</a><script>var a</script><svg><title>Logo</title></svg></body>')).toEqual(['x', 'Main']);
  });
});
