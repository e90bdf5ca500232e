import type { Model } from '../../../content/model.ts';

/** The not-found page: its copy. */
export function notFoundPage(model: Model) {
  return { copy: model.pages['not-found'] };
}
