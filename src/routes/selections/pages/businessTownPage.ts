import type { Model } from '../../../content/model.ts';
import { fillCopy } from '../../../content/pageCopy.ts';
import type { RouteOf } from '../../route.ts';
import { kentTown } from '../records.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';

/** /business-web-hosting-{slug}: the town, the business hosting copy filled in for it, and the trail through the Kent pages. */
export function businessTownPage(model: Model, route: RouteOf<'businessTown'>) {
  const town = kentTown(model, route.slug);
  return {
    town,
    copy: fillCopy(model.pages['business-web-hosting-town'], { town: town.name }),
    trail: breadcrumbTrail(model, { name: model.ui.layout.kent, url: '/kent' }, { name: town.name, url: route.url }),
  };
}
