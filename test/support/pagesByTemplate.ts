import { expandRoutes } from '../../src/routes/expandRoutes.ts';
import type { PageRoute, TemplateName } from '../../src/routes/route.ts';
import { pageTemplates } from '../../templates/pages/index.ts';
import { realModel } from './builtSite.ts';

/**
 * A page of the real site built with each template of the registry, so a test that visits
 * "every template" follows the registry as templates come and go: the `preferred` page of that
 * template when there is one, else the first. The not-found template is reached the way
 * visitors reach it: at an address nothing answers.
 */
export async function pagesByTemplate(preferred: readonly string[] = []): Promise<{ template: TemplateName; url: string; status: number; route: PageRoute }[]> {
  const { model } = await realModel();
  if (!model) throw new Error('The real content does not build');
  const { pages } = expandRoutes(model).routes;
  return (Object.keys(pageTemplates) as TemplateName[]).map((template) => {
    const ofTemplate = pages.filter((page) => page.template === template);
    const route = ofTemplate.find((page) => preferred.includes(page.url)) ?? ofTemplate[0];
    if (!route) throw new Error(`No page of the real site is built with the "${template}" template`);
    return template === 'notFound' ? { template, url: '/no-such-page', status: 404, route } : { template, url: route.url, status: 200, route };
  });
}
