/**
 * The file a static host serves for a URL path, file-style: `/` → index.html, `/about` →
 * about (if it exists), about.html or about/index.html, `/kent/` → kent/index.html. The one page
 * lookup of the project: `site check` resolves links with it, and the preview serves with it
 * once a request is canonical (see docs/output-contract.md). `files` holds paths relative to
 * the site root, with forward slashes.
 */
export function fileAt(files: { has(file: string): boolean }, urlPath: string): string | undefined {
  const relative = urlPath.replace(/^\/+/, '');
  const candidates =
    relative === '' ? ['index.html'] : relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}.html`, `${relative}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}
