import { normalisePath } from '../../src/routes/normalisePath.ts';

/**
 * On the not-found page, a path that is merely not in canonical form (/About/, /a//b)
 * is replaced by its normal form (docs/output-contract.md#canonical-paths); otherwise the attempted path is logged.
 */
export function handleNotFound(): void {
  if (!document.querySelector('[data-not-found]')) return;
  const { pathname, search, hash } = window.location;
  const target = normalisePath(pathname);
  if (target !== pathname) window.location.replace(target + search + hash);
  else console.warn(`404: no page at ${pathname}`);
}
