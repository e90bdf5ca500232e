import type { TemplateName } from './route.ts';

/** Pages that exist at a fixed URL, whatever the content (SPEC.md §2 route table). */
export const fixedPages: readonly { url: string; template: TemplateName }[] = [
  { url: '/', template: 'home' },
  { url: '/hosting', template: 'hosting' },
  // PRODUCT.md §4.1: the Enhance page is served, not redirected.
  { url: '/enhance-hosting', template: 'enhanceHosting' },
  { url: '/about', template: 'about' },
  { url: '/contact', template: 'contact' },
];

/** SPEC.md §2 redirects as settled by PRODUCT.md §4.1 and §4.2. */
export const fixedRedirects: readonly { from: string; to: string }[] = [
  { from: '/shared-hosting', to: '/hosting' },
  { from: '/dedicated-servers', to: '/vps-hosting' },
  { from: '/dedicated-hosting', to: '/vps-hosting' },
  { from: '/business-web-hosting', to: '/web-hosting-kent' },
  { from: '/index', to: '/' },
  { from: '/home', to: '/' },
  { from: '/index.html', to: '/' },
  { from: '/default', to: '/' },
];
