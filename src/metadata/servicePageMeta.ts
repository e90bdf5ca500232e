import type { Model, PublishedService } from '../content/model.ts';
import { articleDates } from '../content/articleDates.ts';
import { priceValue } from '../content/summaries.ts';
import { article, breadcrumbList, serviceStructuredData } from './structuredData.ts';

/**
 * Title, description and structured data of a /{slug} page: the service's own name and
 * description, its main JSON-LD block (Service, offering the prices the page shows, if any, or
 * Article for written pages, or one the caller builds), the Home › page breadcrumb, and its
 * own share image when it names one, and its card's copy: the category, and the lowest price the
 * page offers.
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
    card: { eyebrow: model.ui.categories[service.category], ...lowestPrice(offered?.prices) },
  };
}

/** The lowest of the prices a page offers, as it shows it: the figure on its share card (CardCopy). */
export function lowestPrice(prices: readonly (string | undefined)[] | undefined): { price?: string } {
  const sorted = (prices ?? []).filter((price): price is string => price !== undefined).sort((a, b) => Number(priceValue(a)) - Number(priceValue(b)));
  return sorted[0] ? { price: sorted[0] } : {};
}
