import { describe, expect, it } from 'vitest';
import { resolveClaims } from '../../src/content/resolveClaims.ts';
import { parseSourceFile } from '../../src/content/sourceFile.ts';
import type { ValidRecord } from '../../src/content/validateRecords.ts';

// A record's claims are resolved once while its data and site.yaml's claims stay the same (a
// watch session's rebuild); a change to either resolves it again, and its problems are
// reported on every build, not only the first.
const recordOf = (text: string): ValidRecord => {
  const parsed = parseSourceFile('content/services/web-hosting.md', Buffer.from(text));
  if (!parsed.ok) throw new Error('unparsed');
  const { source } = parsed;
  return { slug: 'web-hosting', file: source.file, data: source.data as Record<string, unknown>, body: source.body, bodyLine: source.bodyLine, source };
};

describe('resolveClaims', () => {
  it('resolves the same record again only when its claims change, and leaves the body to its render', () => {
    const record = recordOf('---\nsummary: "{uptimeSla} uptime, {typo}"\n---\nBacked up {backups}.\n');
    const claims = { uptimeSla: '99.9%', backups: 'daily' };
    const first = resolveClaims(record, claims);
    expect(first.data['summary']).toBe('99.9% uptime, {typo}');
    expect(first.diagnostics.map((d) => [d.rule, d.line])).toEqual([['content/unknown-reference', 2]]);
    // The same claims: the same answer, problems included.
    expect(resolveClaims(record, claims)).toBe(first);
    // site.yaml saved with another figure: a new claims object, resolved afresh.
    const changed = resolveClaims(record, { uptimeSla: '99.99%', backups: 'hourly' });
    expect(changed.data['summary']).toBe('99.99% uptime, {typo}');
    expect(changed.diagnostics).toHaveLength(1);
  });
});
