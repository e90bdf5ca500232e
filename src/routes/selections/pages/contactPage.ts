import type { Model } from '../../../content/model.ts';
import { breadcrumbTrail } from '../breadcrumbs.ts';

/** /contact: its copy, the address the e-mail card writes to, and its breadcrumb trail. */
export function contactPage(model: Model) {
  return {
    copy: model.pages.contact,
    email: model.site.contact.email,
    trail: breadcrumbTrail(model, { name: model.ui.layout.contact, url: '/contact' }),
  };
}
