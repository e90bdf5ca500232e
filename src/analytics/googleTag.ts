/**
 * Google's tag scripts, by provider and id: what the consent script loads once the visitor
 * agrees (templates/client/consent.ts), on the host the policy allows (policySources.ts).
 * No imports: the visitor's browser runs this file. The id is one site.yaml's schema allowed
 * (letters, digits and hyphens), so it needs no escaping.
 */
export function googleTagUrl(provider: string, id: string): string {
  const file = provider === 'gtm' ? 'gtm.js' : 'gtag/js';
  return `https://www.googletagmanager.com/${file}?id=${id}`;
}
