import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildModel } from '../../src/content/buildModel.ts';
import { packageRoot } from '../../src/projectPaths.ts';
import { checkContent } from '../../src/content/warnings/contentWarnings.ts';
import { smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject | undefined;
afterEach(() => project?.cleanup());

const contentOf = (root: string) => buildModel(path.join(root, 'content'), root);

describe('content warnings', () => {
  it('lists each placeholder left in the real site.yaml, at its line', async () => {
    const findings = checkContent(await contentOf(packageRoot));
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} [${f.rule}] ${f.message}`)).toEqual([
      'content/site.yaml:6:9 warning [content/placeholder] `origin` is a placeholder: a reserved .example domain',
      'content/site.yaml:12:10 warning [content/placeholder] `contact.email` is a placeholder: a reserved .example domain',
      'content/site.yaml:13:10 warning [content/placeholder] `contact.phone` is a placeholder: an Ofcom drama phone number (01632 960xxx)',
      'content/site.yaml:20:8 warning [content/placeholder] `parentBrand.url` is a placeholder: a reserved .example domain',
      'content/site.yaml:22:10 warning [content/placeholder] `billing.login` is a placeholder: a reserved .example domain',
      'content/site.yaml:23:10 warning [content/placeholder] `billing.store` is a placeholder: a reserved .example domain',
    ]);
    expect(findings[2]).toMatchObject({ field: 'contact.phone', found: '01632 960 123' });
  });

  it('has nothing to say once the placeholders are replaced', async () => {
    project = await smallProject();
    const site = await project.read('content/site.yaml');
    await project.write(
      'content/site.yaml',
      site
        .replaceAll('kentwebhosting.example', 'kentwebhosting.co.uk')
        .replaceAll('examplegroup.example', 'examplegroup.co.uk')
        .replace('01632 960 123', '01622 123 456'),
    );
    expect(checkContent(await contentOf(project.root))).toEqual([]);
  });

  it('passes on the warning for a record left out of the build as incomplete', async () => {
    project = await smallProject();
    const file = 'content/services/use-cases/web-hosting-for-accountants-uk.md';
    const record = await project.read(file);
    await project.write(file, record.replace(/features:\n(?: {2}- .*\n)+/, 'features: []\n'));
    const incomplete = checkContent(await contentOf(project.root)).filter((f) => f.rule === 'content/incomplete');
    expect(incomplete).toEqual([
      expect.objectContaining({ file, severity: 'warning', message: 'Service "web-hosting-for-accountants-uk" is not published: it has no features' }),
    ]);
  });
});
