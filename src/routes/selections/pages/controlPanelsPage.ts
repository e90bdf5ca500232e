import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import { locationsBySlug } from '../locationLists.ts';

/**
 * /control-panels: its copy and the cities it links to cPanel hosting in, those of
 * `figures.places.controlPanelCities` (national-style links are generated against the local
 * service: docs/content-model.md#national-and-local-services).
 */
export function controlPanelsPage(model: Model) {
  return { copy: fillCopy(model.pages['control-panels'], {}), cities: locationsBySlug(model, model.figures.places.controlPanelCities) };
}
