// Writes content/schemas/*.json, the editor mapping and the editor tasks from the collection schemas.
// Run with `npm run schemas` after changing a schema; a test fails while they are out of date.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { collectionJsonSchemas } from '../src/content/jsonSchemas.ts';
import { editorSettings } from '../src/content/editorSettings.ts';
import { editorTasks } from '../src/content/editorTasks.ts';
import { packageRoot } from '../src/projectPaths.ts';

const dir = path.join(packageRoot, 'content', 'schemas');
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
for (const [file, schema] of collectionJsonSchemas()) {
  await writeFile(path.join(dir, file), `${JSON.stringify(schema, null, 2)}\n`);
}
await mkdir(path.join(packageRoot, '.vscode'), { recursive: true });
await writeFile(path.join(packageRoot, '.vscode', 'settings.json'), `${JSON.stringify(editorSettings(), null, 2)}\n`);
await writeFile(path.join(packageRoot, '.vscode', 'tasks.json'), `${JSON.stringify(editorTasks(), null, 2)}\n`);
await writeFile(path.join(packageRoot, '.vscode', 'extensions.json'), `${JSON.stringify({ recommendations: ['redhat.vscode-yaml'] }, null, 2)}\n`);
console.log(`Wrote ${collectionJsonSchemas().size} schemas to content/schemas/`);
