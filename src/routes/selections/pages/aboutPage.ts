import type { Model } from '../../../content/model.ts';

/** /about: its copy (story, hardware, storage, network, security, Kent, why choose us). */
export function aboutPage(model: Model) {
  return { copy: model.pages.about };
}
