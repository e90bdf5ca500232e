import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /plesk-hosting: its copy (coming soon, features, the cPanel alternative). */
export function pleskHostingPage(model: Model) {
  return { copy: fillCopy(model.pages['plesk-hosting'], {}) };
}
