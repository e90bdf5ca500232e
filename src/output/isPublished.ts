/** Files at the site root that hosts read as configuration: never served as pages or files. */
export const HOST_FILES: ReadonlySet<string> = new Set(['_redirects', '_headers']);

/**
 * Whether a file of the built site is published at a URL: everything but the host
 * configuration files and hidden files or folders (the build marker `.site-output`), which
 * no host in docs/output-contract.md serves, except the files under `/.well-known/` (RFC 8615:
 * `security.txt`, domain verification), which every host serves.
 */
export function isPublished(file: string): boolean {
  if (HOST_FILES.has(file)) return false;
  const segments = file.split('/');
  const inWellKnown = segments[0] === '.well-known' && segments.length > 1;
  return !segments.slice(inWellKnown ? 1 : 0).some((segment) => segment.startsWith('.'));
}
