import type { Model, PublishedService } from '../content/model.ts';
import { articleDates } from '../content/articleDates.ts';
import { article, breadcrumbList, serviceStructuredData } from './structuredData.ts';

/**
 * Title, description and structured data of a /{slug} page: the service's own name and
 * description, its main JSON-LD block (Service, offering the prices the page shows, if any, or
 * Article for written pages, or one the caller builds), the Home › page breadcrumb, and its
 * own share image when it names one.
 */
export function servicePageMeta(
  model: Model,
  service: PublishedService,
  url: string,
  main: 'service' | 'article' | object,
  offered?: { prices: readonly string[]; plans: number },
) {
  const trail = [
    { name: 'Home', url: '/' },
    { name: service.name, url },
  ];
  const primary =
    main === 'service'
      ? serviceStructuredData(model.site, service, url, undefined, offered)
      : main === 'article'
        ? article(model.site, { headline: service.name, description: service.description, path: url, dates: articleDates(service) })
        : main;
  return {
    title: service.name,
    description: service.description,
    jsonLd: [primary, breadcrumbList(model.site, trail)],
    ...(service.share ? { shareImage: service.share } : {}),
  };
}
