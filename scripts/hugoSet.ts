// The knowledge set's articles as a Hugo site, for the bench's comparison: the same Markdown
// bodies (tables, links, email addresses, code blocks) under the same front matter, with a
// minimal layout, so `hugo` does the work a static-site generator must do for them.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { article } from './scaleSet.ts';

const layout = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>{{ .Title }}</title><meta name="description" content="{{ .Params.description }}"></head>
<body><main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>
`;
const list = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>
`;

export async function writeHugoSet(dir: string, count: number): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'content', 'guides'), { recursive: true });
  await mkdir(path.join(dir, 'layouts', '_default'), { recursive: true });
  await writeFile(
    path.join(dir, 'hugo.toml'),
    `baseURL = "https://www.kentwebhosting.example/"\nlanguageCode = "en-gb"\ntitle = "Kent Web Hosting"\ndisableKinds = ["taxonomy", "term"]\n`,
  );
  await writeFile(path.join(dir, 'layouts', '_default', 'single.html'), layout);
  await writeFile(path.join(dir, 'layouts', '_default', 'list.html'), list);
  for (let i = 0; i < count; i++) {
    const text = article(i).replace(/^---\nname: (.*)$/m, '---\ntitle: "$1"');
    await writeFile(path.join(dir, 'content', 'guides', `guide-${String(i).padStart(5, '0')}.md`), text);
  }
}
