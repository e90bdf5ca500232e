// A bench set's articles as an Eleventy 3 site, for the bench's comparison: the same Markdown
// bodies under a title and description, a Nunjucks layout and a list page, as Hugo's set has
// (scripts/hugoSet.ts). Markdown is not run through a template engine first
// (`markdownTemplateEngine: false`), so Nunjucks written in a body (`{{ }}`, `{% %}`, as some
// ESLint pages hold) stays text, as it does for this project and for Hugo.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { yamlValue, type PeerArticle } from './peerArticles.ts';

const config = `export const config = {
  dir: { input: '.', output: '_site' },
  templateFormats: ['md', 'njk'],
  markdownTemplateEngine: false,
  htmlTemplateEngine: 'njk',
};
`;
const layout = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>{{ title }}</title><meta name="description" content="{{ description }}"></head>
<body><main><h1>{{ title }}</h1>{{ content | safe }}</main></body></html>
`;
const list = `---
title: Guides
---
<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>{{ title }}</title></head>
<body><main><ul>{% for guide in collections.guides %}<li><a href="{{ guide.url }}">{{ guide.data.title }}</a></li>{% endfor %}</ul></main></body></html>
`;

export async function writeEleventySet(dir: string, articles: readonly PeerArticle[]): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'guides'), { recursive: true });
  await mkdir(path.join(dir, '_includes'), { recursive: true });
  await writeFile(path.join(dir, 'eleventy.config.mjs'), config);
  await writeFile(path.join(dir, '_includes', 'article.njk'), layout);
  await writeFile(path.join(dir, 'index.njk'), list);
  await writeFile(path.join(dir, 'guides', 'guides.json'), JSON.stringify({ layout: 'article.njk', tags: 'guides' }));
  for (const { slug, title, description, body } of articles) {
    await writeFile(path.join(dir, 'guides', `${slug}.md`), `---\ntitle: ${yamlValue(title)}\ndescription: ${yamlValue(description)}\n---\n${body}`);
  }
}
