// Writes content/schemas/*.json, the editor mapping and the editor tasks from the collection schemas.
// Run with `npm run schemas` after changing a schema; a test fails while they are out of date.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
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
/** Writes a file of the project's own as its format check wants it (content/ is left to writers, so its schemas are plain JSON). */
async function writeFormatted(file: string, value: unknown): Promise<void> {
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  await writeFile(file, await prettier.format(JSON.stringify(value, null, 2), options));
}

await mkdir(path.join(packageRoot, '.vscode'), { recursive: true });
await writeFormatted(path.join(packageRoot, '.vscode', 'settings.json'), editorSettings());
await writeFormatted(path.join(packageRoot, '.vscode', 'tasks.json'), editorTasks());
await writeFormatted(path.join(packageRoot, '.vscode', 'extensions.json'), { recommendations: ['redhat.vscode-yaml'] });
console.log(`Wrote ${collectionJsonSchemas().size} schemas to content/schemas/`);
