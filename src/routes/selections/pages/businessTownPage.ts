import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { kentTown } from '../records.ts';

/** /business-web-hosting-{slug}: the town and the business hosting copy, filled in for it. */
export function businessTownPage(model: Model, route: RouteOf<'businessTown'>) {
  const town = kentTown(model, route.slug);
  return { town, copy: fillCopy(model.pages['business-web-hosting-town'], { town: town.name }) };
}
