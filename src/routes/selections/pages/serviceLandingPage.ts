import type { Model } from '../../../content/model.ts';
import type { Prices, PricingReference } from '../../../content/resolvePricing.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { fillPageTokens } from '../../../content/resolveClaims.ts';
import { pricesFor } from '../../../content/pricesFor.ts';
import type { RouteOf } from '../../route.ts';
import { isNationalSlug } from '../../serviceRoutes.ts';
import { countiesWithPlaces, fixedCityLocations, kentTownLocations, majorCities } from '../locationLists.ts';
import { publishedService } from '../records.ts';
import { relatedServices } from '../relatedServices.ts';
import { localServiceFor } from '../serviceLists.ts';

export interface PricingCard {
  title: string;
  price?: string;
  /** Line under the price, e.g. "For high-traffic websites". */
  text: string;
  extra?: string;
  popular?: boolean;
}

/** Service landing (docs/content-model.md#templates): the service, its prices as three cards, and where it is sold locally. */
export function serviceLandingPage(model: Model, route: RouteOf<'serviceLanding'>) {
  const service = publishedService(model, route.slug);
  const copy = fillCopy(model.pages['service-landing'], { service: service.name });
  const isColocation = service.category === 'colocation';
  const local = localServiceFor(model, service);
  const colocation = isColocation ? fillCopy(model.pages.colocation, {}) : undefined;
  return {
    service,
    copy,
    /** Colocation pages add the long colocation sections and price by rack space. */
    colocation,
    pricing: service.pricing && pricingSection(model, service.pricing, colocation ? colocation.sections.pricing : copy.sections.pricing, isColocation),
    related: relatedServices(model, service),
    /** The local service behind the page, whose town and county pages it lists. */
    local: local && {
      service: local,
      cities: [...new Map([...majorCities(model), ...fixedCityLocations(model)].map((l) => [l.slug, l])).values()],
      /** National pages (-uk) leave the Kent towns out. */
      kentTowns: isNationalSlug(service.slug) ? undefined : kentTownLocations(model),
      counties: countiesWithPlaces(model),
    },
  };
}

/** The pricing section: its copy, its cards, and the prices they show, which the page's structured data offers. */
function pricingSection(model: Model, pricing: PricingReference, copy: ReturnType<typeof fillCopy>['sections'][string], isColocation: boolean) {
  const cards = isColocation ? colocationCards(model, pricesFor(model, pricing, ['popular']).popular) : standardCards(pricesFor(model, pricing), copy.items);
  return { copy, cards, offered: { prices: cards.flatMap((card) => (card.price ? [card.price] : [])), plans: cards.length } };
}

/** Starter (from), Professional (popular, badged), Enterprise (for high-traffic websites). */
export function standardCards(prices: Prices, labels: readonly { title: string; text: string }[]): PricingCard[] {
  const points = [prices.from, prices.popular, prices.enterprise];
  return labels.slice(0, 3).map((label, i) => ({ title: label.title, text: label.text, price: points[i], popular: i === 1 }));
}

/** Colocation: Starter at the popular price with 0.5A, Growth from the 2U option, Enterprise custom. */
export function colocationCards(model: Model, popular: string): PricingCard[] {
  const labels = model.pages.colocation.sections.pricing.items;
  const words = model.ui.plans;
  const oneU = model.colocationOptions[0];
  const twoU = model.colocationOptions[1];
  const power = oneU?.specs.find((spec) => /\dA\b/.test(spec));
  return [
    {
      title: labels[0]?.title ?? words.starter,
      price: popular,
      text: labels[0]?.text ?? '',
      extra: power ? fillPageTokens(words.includesPower, { figure: power }) : undefined,
      popular: true,
    },
    {
      title: labels[1]?.title ?? words.growth,
      text: labels[1]?.text ?? '',
      extra: twoU ? fillPageTokens(words.perTwoU, { figure: twoU.price.replace(words.perMonth, '') }) : undefined,
    },
    { title: labels[2]?.title ?? words.enterprise, text: labels[2]?.text ?? '', extra: words.customConfiguration },
  ];
}
