/** Files at the site root that hosts read as configuration: never served as pages or files. */
export const HOST_FILES: ReadonlySet<string> = new Set(['_redirects', '_headers']);

/**
 * Whether a file of the built site is published at a URL: everything but the host
 * configuration files and hidden files or folders (the build marker `.site-output`), which
 * no host in docs/output-contract.md serves.
 */
export function isPublished(file: string): boolean {
  return !HOST_FILES.has(file) && !file.split('/').some((segment) => segment.startsWith('.'));
}
