import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.ts';
import { printBuildDiagnostics, WARNINGS_IN_FULL } from '../../src/cli/printDiagnostics.ts';

// A build with hundreds of warnings prints a summary a writer can read in one screen; the full
// list is one flag away. Errors are always printed in full.
const warning = (file: string, line: number, rule = 'content/unsafe-markdown'): Diagnostic => ({
  rule,
  severity: 'warning',
  file,
  line,
  column: 1,
  message: 'Raw HTML in Markdown was removed: <iframe>',
});
const printed = (diagnostics: Diagnostic[], all = false) => {
  let text = '';
  printBuildDiagnostics(diagnostics, (chunk) => (text += chunk), { all });
  return text;
};

describe('a build with many warnings', () => {
  const many = [
    ...Array.from({ length: 480 }, (_, i) => warning(`content/services/guide-${i % 60}.md`, i + 1)),
    ...Array.from({ length: 20 }, (_, i) => warning(`content/locations/place-${i}.md`, 1, 'content/incomplete')),
  ];
  const error: Diagnostic = {
    rule: 'content/unknown-reference',
    severity: 'error',
    file: 'content/pages/home.md',
    line: 4,
    column: 9,
    message: 'Unknown token {x}',
  };

  it('prints its errors in full and its warnings as a summary by rule, most first, with where the first are', () => {
    const lines = printed([...many, error])
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe('content/pages/home.md:4:9 error [content/unknown-reference] Unknown token {x}');
    expect(lines).toContain('500 warnings, by rule (`--all-warnings` prints each in full):');
    expect(lines).toContain('  [content/unsafe-markdown] 480 warnings in 60 files: Unsafe Markdown removed');
    expect(
      lines.some((line) =>
        /^ {4}content\/services\/guide-0\.md:1:1, content\/services\/guide-0\.md:61:1, content\/services\/guide-0\.md:121:1, and 477 more$/.test(line),
      ),
    ).toBe(true);
    expect(lines.findIndex((line) => line.includes('[content/unsafe-markdown]'))).toBeLessThan(
      lines.findIndex((line) => line.includes('[content/incomplete]')),
    );
    expect(lines.at(-1)).toBe('1 error, 500 warnings');
    expect(lines.length).toBeLessThan(15);
  });

  it('prints every warning in full when asked, or when they are few', () => {
    expect(
      printed(many, true)
        .split('\n')
        .filter((line) => line.includes(' warning [')).length,
    ).toBe(500);
    const few = many.slice(0, WARNINGS_IN_FULL);
    expect(
      printed(few)
        .split('\n')
        .filter((line) => line.includes(' warning [')).length,
    ).toBe(WARNINGS_IN_FULL);
  });
});
