/**
 * Where Plausible serves its script, on plausible.io and on a self-hosted server alike
 * (/js/script.js, or a variant such as /js/script.outbound-links.js): site.yaml's schema
 * takes no other, and it is the one script `site check` lets go without an integrity hash
 * (src/check/rules/htmlValidateConfig.ts). No imports: the check loads it before anything else.
 */
export const PLAUSIBLE_SCRIPT_PATH = '/js/script.';

/** Whether a URL's path is one Plausible serves its script at. */
export function isPlausibleScriptPath(pathname: string): boolean {
  return /^\/js\/script\.([\w-]+\.)*js$/.test(pathname);
}
