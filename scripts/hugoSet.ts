// A bench set's articles as a Hugo site, for the bench's comparison: the same Markdown bodies
// under a title and description, with a minimal layout, so `hugo` does the work a static-site
// generator must do for them. The bodies are as they are (Hugo reads `{{ }}` in content as
// text; only `{{< >}}` and `{{% %}}` are its shortcodes, and no body of the sets holds one).
// Code blocks are not highlighted, as neither this project nor Eleventy highlights them.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { yamlValue, type PeerArticle } from './peerArticles.ts';

const layout = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>{{ .Title }}</title><meta name="description" content="{{ .Params.description }}"></head>
<body><main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>
`;
const list = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>
`;

export async function writeHugoSet(dir: string, articles: readonly PeerArticle[]): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'content', 'guides'), { recursive: true });
  await mkdir(path.join(dir, 'layouts', '_default'), { recursive: true });
  await writeFile(
    path.join(dir, 'hugo.toml'),
    `baseURL = "https://www.kentwebhosting.example/"\nlanguageCode = "en-gb"\ntitle = "Kent Web Hosting"\ndisableKinds = ["taxonomy", "term"]\n\n[markup.highlight]\ncodeFences = false\n`,
  );
  await writeFile(path.join(dir, 'layouts', '_default', 'single.html'), layout);
  await writeFile(path.join(dir, 'layouts', '_default', 'list.html'), list);
  for (const { slug, title, description, body } of articles) {
    await writeFile(path.join(dir, 'content', 'guides', `${slug}.md`), `---\ntitle: ${yamlValue(title)}\ndescription: ${yamlValue(description)}\n---\n${body}`);
  }
}
