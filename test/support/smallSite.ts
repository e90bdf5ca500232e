import { createHash } from 'node:crypto';

export const origin = 'https://www.kentwebhosting.example';

const cardOf = (url: string) => `card-${url === '/' ? 'home' : url.slice(1)}.svg`;
const card = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#0b1f3a"/></svg>\n';

/** A three-page site that passes every rule: what is left are the placeholders of the real content. */
export function smallSite(): Record<string, string> {
  const css = 'body { margin: 0; }\n';
  const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
  const page = (url: string, title: string, description: string, body: string) =>
    [
      '<!DOCTYPE html>',
      '<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${title} | Kent Web Hosting</title><meta name="description" content="${description}">`,
      url === '/404'
        ? '<meta name="robots" content="noindex, follow">'
        : `<meta name="robots" content="index, follow"><link rel="canonical" href="${origin}${url}">`,
      `<meta property="og:site_name" content="Kent Web Hosting"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}">`,
      // One line, as the site's default image was: the tests of other rules hold findings to the lines below.
      `<meta property="og:url" content="${origin}${url}"><meta property="og:image" content="${origin}/images/${cardOf(url)}"><meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta property="og:image:type" content="image/svg+xml"><meta property="og:image:alt" content="${title}"><meta name="twitter:card" content="summary_large_image">`,
      `<link rel="stylesheet" href="/assets/site.css" integrity="${integrity}"></head>`,
      `<body><main id="main"><h1>${title}</h1>${body}</main></body></html>`,
      '',
    ].join('\n');
  return {
    'index.html': page(
      '/',
      'Small Hosting Home Page',
      'The home page of a small test site, with one link to the page about us.',
      '<p><a href="/about">About us</a></p>',
    ),
    'about.html': page(
      '/about',
      'About the Small Test Company',
      'About the company behind the small test site, with a link back home.',
      '<p><a href="/">Home</a></p>',
    ),
    '404.html': page('/404', 'Page Not Found', 'The page you asked for is not on the small test site; go back home.', '<p><a href="/">Home</a></p>'),
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>${origin}/</loc></url>\n<url><loc>${origin}/about</loc></url>\n</urlset>\n`,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    'assets/site.css': css,
    // Each page's share card (docs/output-contract.md#share-cards): text files, so the site stays one of strings.
    [`images/${cardOf('/')}`]: card,
    [`images/${cardOf('/about')}`]: card,
    [`images/${cardOf('/404')}`]: card,
    _redirects: '/home / 301\n',
  };
}
