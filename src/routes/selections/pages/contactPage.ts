import type { Model } from '../../../content/model.ts';

/** /contact: its copy and the address the e-mail card writes to. */
export function contactPage(model: Model) {
  return { copy: model.pages.contact, email: model.site.contact.email };
}
