import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { catalogue, catalogueEntry, listRules, ruleDocs } from '../../src/errors/catalogue.ts';
import { packageRoot } from '../../src/projectPaths.ts';

const families = new Set(Object.keys(catalogue).map((id) => id.split('/')[0]!));

/** Every string literal (and template head) in the sources that reads as a rule id of a known family. */
function ruleIdsInSources(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of fg.sync(['src/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'], { cwd: packageRoot, ignore: ['src/errors/catalogue.ts'] })) {
    const source = ts.createSourceFile(file, readFileSync(path.join(packageRoot, file), 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        /^[a-z-]+(?:\/[a-z0-9-]+)?$/.test(node.text) &&
        families.has(node.text.split('/')[0]!)
      ) {
        if (node.text.includes('/') || node.text in catalogue) found.set(node.text, [...(found.get(node.text) ?? []), file]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the rule catalogue', () => {
  const used = ruleIdsInSources();

  it('registers every rule id the code reports', () => {
    const unregistered = [...used].filter(([id]) => !catalogueEntry(id) && !id.endsWith('/')).map(([id, files]) => `${id} (${files.join(', ')})`);
    expect(unregistered).toEqual([]);
    // html-validate's own rules come in as a family.
    expect(catalogueEntry('html-validate/no-dup-id')?.id).toBe('html-validate');
    expect(catalogueEntry('links/nowhere')).toBeUndefined();
  });

  it('has no entry the code never reports', () => {
    const unused = Object.keys(catalogue).filter((id) => id !== 'html-validate' && !used.has(id));
    expect(unused).toEqual([]);
  });

  it('is documented: each rule in its family section of docs/check-rules.md, with the same severity', () => {
    const doc = readFileSync(path.join(packageRoot, 'docs', 'check-rules.md'), 'utf8');
    const headings = new Set([...doc.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim()));
    const rows = new Map([...doc.matchAll(/^\| `([^`]+)` \| ([a-z]+)/gm)].map((m) => [m[1]!, m[2]!]));
    const problems: string[] = [];
    for (const rule of listRules()) {
      if (!headings.has(ruleDocs(rule.id).split('#')[1]!)) problems.push(`${rule.id}: no section for ${ruleDocs(rule.id)}`);
      const id = rule.id === 'html-validate' ? 'html-validate/{rule}' : rule.id;
      // Content problems of the build are documented as one row, `content/*`, beside the check's own.
      const row = rows.get(id) ?? (rule.id.startsWith('content/') ? rows.get('content/*') : undefined);
      if (row === undefined) problems.push(`${rule.id}: no row`);
      else if (rows.has(id) && row !== rule.severity) problems.push(`${rule.id}: ${row} in the docs, ${rule.severity} in the catalogue`);
    }
    for (const id of rows.keys())
      if (!id.includes('*') && !id.includes('{') && !catalogueEntry(id)) problems.push(`${id}: documented but not in the catalogue`);
    expect(problems).toEqual([]);
  });
});
