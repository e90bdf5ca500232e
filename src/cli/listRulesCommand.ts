import { catalogueEntry, listRules, ruleDocs } from '../errors/catalogue.ts';
import type { CliIo } from './io.ts';

/** A rule as reports describe it: what it is, why it matters, how to fix it, where it is documented. */
export function describeRule(rule: string): { family?: string; severity: string; title: string; why: string; hint: string; docs: string } | undefined {
  const entry = catalogueEntry(rule);
  if (!entry) return undefined;
  return {
    ...(entry.id !== rule ? { family: entry.id } : {}),
    severity: entry.severity ?? 'error',
    title: entry.title,
    why: entry.why,
    hint: entry.hint,
    docs: ruleDocs(entry.id),
  };
}

/** `site check --list-rules`: every rule `site` reports, from the catalogue, as text or JSON. */
export function listRulesCommand(options: { json: boolean }, io: CliIo): number {
  const rules = listRules();
  if (options.json) {
    io.stdout.write(`${JSON.stringify(rules, null, 2)}\n`);
    return 0;
  }
  const width = rules.reduce((widest, rule) => Math.max(widest, rule.id.length), 0);
  let family = '';
  for (const rule of rules) {
    const [group] = rule.id.split('/');
    if (group !== family) {
      family = group!;
      io.stdout.write(`${family === rules[0]!.id.split('/')[0] ? '' : '\n'}${family} (${rule.docs})\n`);
    }
    const id = rule.id === 'html-validate' ? 'html-validate/{rule}' : rule.id;
    io.stdout.write(`  ${rule.severity.padEnd(7)} ${id.padEnd(width + 7)} ${rule.title}\n`);
    io.stdout.write(`  ${' '.repeat(8)}why: ${rule.why}\n  ${' '.repeat(8)}fix: ${rule.hint}\n`);
  }
  io.stdout.write(`\n${rules.length} rules. A warning fails only \`site check --strict\`.\n`);
  return 0;
}
