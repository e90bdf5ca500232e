import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { locationsBySlug } from '../locationLists.ts';

/** The eight city buttons of /control-panels (docs/content-model.md#templates), to cPanel hosting in each city. */
export const CONTROL_PANEL_CITIES = ['maidstone', 'london', 'manchester', 'leeds', 'bristol', 'glasgow', 'edinburgh', 'liverpool'] as const;

/**
 * /control-panels: its copy and the cities it links to cPanel hosting in (national-style
 * links are generated against the local service: docs/content-model.md#national-and-local-services).
 */
export function controlPanelsPage(model: Model) {
  return { copy: fillCopy(model.pages['control-panels'], {}), cities: locationsBySlug(model, CONTROL_PANEL_CITIES) };
}
