import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Model } from '../model.ts';
import { problem } from '../../errors/problem.ts';

/** `.example` is reserved (RFC 2606); 01632 960xxx is Ofcom's range for drama, never a real line. */
const placeholderPatterns = [
  { pattern: /\.example\b/i, what: 'a reserved .example domain' },
  { pattern: /(?:\+44\s?\(?0?\)?\s?|\b0)1632\s?960/, what: 'an Ofcom drama phone number (01632 960xxx)' },
] as const;

/** One `content/placeholder` warning per value in site.yaml that still holds a placeholder. */
export function findPlaceholders(model: Model): Diagnostic[] {
  const findings: Diagnostic[] = [];
  const file = model.siteOrigin.file;
  walk(model.site, [], (value, path) => {
    const found = placeholderPatterns.find(({ pattern }) => pattern.test(value));
    if (!found) return;
    const field = path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
    findings.push(
      problem(
        'content/placeholder',
        { file, ...model.locate(file, path) },
        {
          message: `\`${field}\` is a placeholder: ${found.what}`,
          field,
          found: value,
        },
      ),
    );
  });
  return findings;
}

function walk(value: unknown, path: (string | number)[], visit: (value: string, path: (string | number)[]) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i], visit));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit);
}
