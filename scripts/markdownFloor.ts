// `npm run bench`'s floor: the project's Markdown engine alone on a set's bodies, one thread,
// nothing else (no front matter, claims, templates, workers or cache). It calls the build's
// own renderMarkdown (src/content/renderMarkdown.ts: remark-parse, remark-gfm, remark-rehype,
// rehype-sanitize, heading ids, rehype-react rendered to a string), so it is the same chain.
//   node --import tsx scripts/markdownFloor.ts <folder>...   every .md file under the folders
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { loadRawHtml } from '../src/content/rawHtml.ts';
import { renderMarkdown } from '../src/content/renderMarkdown.ts';
import { recordParts } from './peerArticles.ts';

const folders = process.argv.slice(2);
const files = (await Promise.all(folders.map((folder) => fg('**/*.md', { cwd: folder, absolute: true })))).flat().sort();
const bodies = await Promise.all(files.map(async (file) => ({ file, body: recordParts(await readFile(file, 'utf8')).body })));
// What a body with raw HTML needs, loaded before the clock starts, as a build loads it before it renders.
await loadRawHtml();
const started = performance.now();
let bytes = 0;
for (const { file, body } of bodies) {
  bytes += renderMarkdown(body, path.basename(file), 1).body.html.length;
}
const ms = performance.now() - started;
console.log(
  `Rendered ${bodies.length} bodies into ${(bytes / 1024).toFixed(0)} KB of HTML in ${ms.toFixed(0)}ms on one thread: ${(ms / bodies.length).toFixed(2)}ms each`,
);
