import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';

/** /server-colocation-kent: its copy (features, the move-in process, call to action). */
export function serverColocationKentPage(model: Model) {
  return { copy: fillCopy(model.pages['server-colocation-kent'], {}) };
}
