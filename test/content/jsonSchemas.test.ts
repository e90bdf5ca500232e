import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { collectionJsonSchemas } from '../../src/content/jsonSchemas.ts';
import { editorSettings } from '../../src/content/editorSettings.ts';
import { packageRoot } from '../../src/projectPaths.ts';

const contentDir = path.join(packageRoot, 'content');

describe('JSON Schemas for editors', () => {
  it('are committed exactly as the collection schemas generate them (run `npm run schemas`)', async () => {
    const committed = (await fg('*.json', { cwd: path.join(contentDir, 'schemas') })).sort();
    const generated = collectionJsonSchemas();
    expect(committed).toEqual([...generated.keys()].sort());
    for (const [file, schema] of generated) {
      expect(JSON.parse(await readFile(path.join(contentDir, 'schemas', file), 'utf8')), file).toEqual(schema);
    }
    expect(JSON.parse(await readFile(path.join(packageRoot, '.vscode', 'settings.json'), 'utf8'))).toEqual(editorSettings());
  });

  it('are named by a modeline in every YAML content file, pointing at a schema that exists', async () => {
    for (const file of await fg('**/*.yaml', { cwd: contentDir, ignore: ['schemas/**'] })) {
      const firstLine = (await readFile(path.join(contentDir, file), 'utf8')).split('\n')[0]!;
      const match = /^# yaml-language-server: \$schema=(.+)$/.exec(firstLine);
      expect(match, file).not.toBeNull();
      const schemaFile = path.resolve(path.dirname(path.join(contentDir, file)), match![1]!);
      expect(collectionJsonSchemas().has(path.basename(schemaFile)), file).toBe(true);
    }
  });

  it('describe a place well enough to check one', () => {
    const schema = collectionJsonSchemas().get('locations.schema.json') as { required: string[]; additionalProperties: boolean };
    expect(schema.required).toEqual(expect.arrayContaining(['county', 'summary', 'population', 'majorBusinesses', 'connectivity']));
    expect(schema.additionalProperties).toBe(false);
  });
});
