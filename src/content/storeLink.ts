import type { Site } from './model.ts';

export type StoreCategory = keyof Site['billing']['categories'];

/**
 * The billing portal's store: the index page, or a category of it (docs/content-model.md#store-links). The category
 * ids come from site.yaml so the VPS buttons can point at `vps-hosting`, not the cPanel category.
 */
export function storeLink(site: Site, category?: StoreCategory): string {
  if (!category) return site.billing.store;
  return `${site.billing.store}?rp=/store/${encodeURIComponent(site.billing.categories[category])}`;
}
