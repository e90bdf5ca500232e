import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../render/pageCopy.ts';
import { locationsBySlug } from '../locationLists.ts';

/** SPEC.md: the eight city buttons of /control-panels, written there as /cpanel-hosting-uk/{county}/{city}. */
export const CONTROL_PANEL_CITIES = ['maidstone', 'london', 'manchester', 'leeds', 'bristol', 'glasgow', 'edinburgh', 'liverpool'] as const;

/**
 * /control-panels: its copy and the cities it links to cPanel hosting in (PRODUCT.md §4.4:
 * national-style links are generated against the local service).
 */
export function controlPanelsPage(model: Model) {
  return { copy: fillCopy(model.pages['control-panels'], {}), cities: locationsBySlug(model, CONTROL_PANEL_CITIES) };
}
