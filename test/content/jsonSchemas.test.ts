import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { collectionJsonSchemas } from '../../src/content/jsonSchemas.ts';
import { editorSettings } from '../../src/content/editorSettings.ts';
import { editorTasks, PROBLEM_PATTERN } from '../../src/content/editorTasks.ts';
import { formatDiagnostic } from '../../src/diagnostics/formatDiagnostic.ts';
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
    expect(JSON.parse(await readFile(path.join(packageRoot, '.vscode', 'tasks.json'), 'utf8'))).toEqual(editorTasks());
  });

  it('explain every field of the records writers start with `site new`, for hovers and starter comments', () => {
    const undescribed = (schema: { description?: string; properties?: Record<string, object>; items?: object }, at: string): string[] => [
      ...Object.entries(schema.properties ?? {}).flatMap(([key, field]) => [
        ...((field as { description?: string }).description ? [] : [`${at}.${key}`]),
        ...undescribed(field, `${at}.${key}`),
      ]),
      ...(schema.items && 'properties' in schema.items ? undescribed(schema.items as never, `${at}[]`) : []),
    ];
    for (const name of ['locations', 'services', 'faqs']) {
      expect(undescribed(collectionJsonSchemas().get(`${name}.schema.json`) as never, name)).toEqual([]);
    }
  });

  it('give the editor tasks a problem matcher that reads the located problems the build prints', () => {
    const line = formatDiagnostic({
      file: 'content/locations/dover.md',
      line: 21,
      column: 5,
      severity: 'error',
      rule: 'content/unknown-reference',
      message: '`nearby[0]` refers to unknown locations slug "whitstabel"',
      hint: 'Did you mean `whitstable`?',
    }).split('\n')[0]!;
    expect(new RegExp(PROBLEM_PATTERN).exec(line)?.slice(1)).toEqual([
      'content/locations/dover.md',
      '21',
      '5',
      'error',
      'content/unknown-reference',
      '`nearby[0]` refers to unknown locations slug "whitstabel"',
    ]);
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
