import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/content/renderMarkdown.ts';
import { codeNodes, decodeHtml } from '../support/markdownCode.ts';

// Tokens are prose: a body's `{claim}` tokens are filled in its text only (src/content/bodyTokens.ts),
// never in code or HTML, and an unknown one is reported where it is.
const claims = { uptimeSla: '99.9%', backups: 'daily' };
const render = (body: string, firstLine = 5) => renderMarkdown(body, 'content/services/guide.md', firstLine, {}, claims);

describe('tokens in a body', () => {
  it('are filled in prose, and left as written in code spans, fenced and indented blocks', () => {
    const body = [
      'We promise {uptimeSla} uptime.',
      '',
      'Run `echo ${HOME} {x} {uptimeSla}` first.',
      '',
      '```nginx',
      'server {',
      '    server_name {domain};',
      '    return 200 "{uptimeSla} {{path/to/file}}";',
      '}',
      '```',
      '',
      '    fn main() { println!("{x}"); }',
      '',
    ].join('\n');
    const { body: rendered, diagnostics } = render(body);
    expect(diagnostics).toEqual([]);
    expect(rendered.html).toContain('We promise 99.9% uptime.');
    expect(rendered.html).toContain('<code>echo ${HOME} {x} {uptimeSla}</code>');
    expect(rendered.html).toContain('server_name {domain};\n    return 200 &quot;{uptimeSla} {{path/to/file}}&quot;;');
    expect(rendered.html).toContain('fn main() { println!(&quot;{x}&quot;); }');
  });

  it('stay as written after a backslash', () => {
    const { body, diagnostics } = render('Write \\{uptimeSla} to show {uptimeSla}, and \\{typo} too.\n');
    expect(diagnostics).toEqual([]);
    expect(body.html).toBe('<p>Write {uptimeSla} to show 99.9%, and {typo} too.</p>');
  });

  it('that are unknown fail at their own line and column, with the claim they most look like', () => {
    const { diagnostics } = render('First line.\n\nA list:\n\n- backed up {backup} and {uptimeSla}\n');
    expect(diagnostics.map((d) => [d.rule, d.severity, d.line, d.column, d.hint])).toEqual([
      ['content/unknown-reference', 'error', 5 + 4, 13, 'Did you mean {backups}?'],
    ]);
  });

  it('leave every code block and code span byte for byte as the writer wrote it, whatever the braces', () => {
    // A property check over generated bodies: code text holds tokens, braces and escapes in any mix.
    const pieces = ['{x}', '{uptimeSla}', '{{path}}', '${HOME}', '\\{backups}', '{', '}', 'a', ' ', '{backups}', '`'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const code = Array.from({ length: 1 + Math.floor(next() * 12) }, () => pieces[Math.floor(next() * pieces.length)]!)
        .join('')
        .replaceAll('`', "'");
      const body = `Intro {uptimeSla}.\n\n\`\`\`\n${code}\n\`\`\`\n\nSpan \`\` ${code} \`\` end.\n`;
      const written = codeNodes(body).map(({ kind, value }) => (kind === 'block' ? `${value}\n` : value));
      const { body: rendered } = render(body);
      const shown = [...rendered.html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((match) => decodeHtml(match[1]!));
      expect(shown, body).toEqual(written);
    }
  });
});
