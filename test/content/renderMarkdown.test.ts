import { beforeAll, describe, expect, it } from 'vitest';
import { loadRawHtml } from '../../src/content/rawHtml.ts';
import { renderMarkdown } from '../../src/content/renderMarkdown.ts';

// A build loads what raw HTML needs once any body may hold some (renderMarkdownBodies.ts).
beforeAll(loadRawHtml);

const render = (markdown: string) => renderMarkdown(markdown, 'content/services/guide.md', 10);

describe('renderMarkdown with GitHub-flavoured Markdown', () => {
  it('renders a table with its column alignment as classes, never as inline style', () => {
    const { body, diagnostics } = render('| Plan | Price |\n| :--- | ---: |\n| Solo | one |\n');
    expect(diagnostics).toEqual([]);
    expect(body.html).toBe(
      '<table><thead><tr><th class="align-left">Plan</th><th class="align-right">Price</th></tr></thead>' +
        '<tbody><tr><td class="align-left">Solo</td><td class="align-right">one</td></tr></tbody></table>',
    );
  });

  it('renders footnotes whose reference and back-link point at each other', () => {
    const { html } = render('A claim.[^source]\n\n[^source]: Where it comes from.\n').body;
    expect(html).toContain('<a href="#user-content-fn-source" id="user-content-fnref-source" data-footnote-ref="true" aria-describedby="footnote-label">1</a>');
    expect(html).toContain('<li id="user-content-fn-source">');
    expect(html).toContain('<a href="#user-content-fnref-source" data-footnote-backref=""');
    // The footnotes heading is for screen readers: it takes the stylesheet's hidden class.
    expect(html).toContain('<h2 class="visually-hidden" id="footnote-label">');
  });

  it('renders a task list as disabled checkboxes, each labelled by its text', () => {
    const { html } = render('- [x] Point the domain\n- [ ] Install WordPress\n').body;
    expect(html).toContain('<li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> Point the domain</label></li>');
    expect(html).toContain('<li class="task-list-item"><label><input type="checkbox" disabled=""/> Install WordPress</label></li>');
  });

  it('gives each heading a stable id from its text, numbered when a heading repeats', () => {
    const { html } = render('## Choosing a plan\n\n### What’s next?\n\n## Choosing a plan\n').body;
    expect(html).toBe('<h2 id="choosing-a-plan">Choosing a plan</h2>\n<h3 id="whats-next">What’s next?</h3>\n<h2 id="choosing-a-plan-1">Choosing a plan</h2>');
  });

  it('still removes raw HTML inside GFM blocks, and warns at its line', () => {
    const { body, diagnostics } = render('| a |\n| - |\n| <script>alert(1)</script> |\n');
    expect(body.html).not.toContain('script');
    expect(diagnostics.map((d) => [d.rule, d.line])).toEqual([
      ['content/unsafe-markdown', 12],
      ['content/unsafe-markdown', 12],
    ]);
  });

  it('drops HTML comments without a word, and still warns of other raw HTML at its line', () => {
    const body =
      '<!-- Note for writers: check the prices in March. -->\n\nSome text <!-- inline note --> here.\n\n<!-- one -->\n<!-- two -->\n\n<iframe src="https://example.com"></iframe>\n';
    const { body: rendered, diagnostics } = renderMarkdown(body, 'content/x.md', 10);
    expect(rendered.html).not.toContain('Note for writers');
    expect(rendered.html).not.toContain('inline note');
    expect(rendered.html).not.toContain('iframe');
    expect(diagnostics.map((d) => [d.message, d.line])).toEqual([['Raw HTML in Markdown was removed: <iframe>', 17]]);
  });

  it("keeps the raw HTML GitHub's Markdown keeps, safely, and removes the rest", () => {
    const body = [
      '<details><summary>Show the steps</summary>',
      '',
      'Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, then H<sub>2</sub>O and x<sup>2</sup>, <ins>new</ins> <del>old</del>.<br>',
      '',
      '</details>',
      '',
      '<script>alert(1)</script>',
      '',
      '<p onclick="steal()">Click</p>',
      '',
    ].join('\n');
    const { body: rendered, diagnostics } = renderMarkdown(body, 'content/x.md', 1);
    for (const kept of [
      '<details>',
      '<summary>Show the steps</summary>',
      '<kbd>Ctrl</kbd>',
      '<sub>2</sub>',
      '<sup>2</sup>',
      '<ins>new</ins>',
      '<del>old</del>',
      '<br/>',
    ])
      expect(rendered.html).toContain(kept);
    expect(rendered.html).not.toContain('script');
    expect(rendered.html).not.toContain('alert');
    expect(rendered.html).not.toContain('onclick');
    expect(diagnostics.map((d) => [d.message, d.line])).toEqual([['Raw HTML in Markdown was removed: <script>', 7]]);
  });

  it('links bare addresses, strikes through, and records the links for the build to check', () => {
    const { body } = render('~~Old~~ see www.example.com and [the guide](/guide#choosing-a-plan).\n');
    expect(body.html).toBe(
      '<p><del>Old</del> see <a href="http://www.example.com">www.example.com</a> and <a href="/guide#choosing-a-plan">the guide</a>.</p>',
    );
    expect(body.links?.map((link) => link.href)).toEqual(['http://www.example.com', '/guide#choosing-a-plan']);
  });
});

describe('renderMarkdown with images', () => {
  const picture = {
    sources: [{ type: 'image/avif', srcset: '/assets/images/a.1234abcd.400.avif 400w, /assets/images/a.1234abcd.900.avif 900w' }],
    src: '/assets/images/a.1234abcd.900.png',
    srcset: '/assets/images/a.1234abcd.400.png 400w, /assets/images/a.1234abcd.900.png 900w',
    sizes: '(min-width: 932px) 900px, calc(100vw - 2rem)',
  };
  const images = { '/images/a.png': { width: 900, height: 600, picture } };

  it('makes a <picture> of an image the image stage processed, sized, lazy', () => {
    const { body, diagnostics } = renderMarkdown('![The dashboard](/images/a.png)\n', 'content/services/guide.md', 10, images);
    expect(diagnostics).toEqual([]);
    expect(body.html).toBe(
      '<p><picture><source type="image/avif" srcSet="/assets/images/a.1234abcd.400.avif 400w, /assets/images/a.1234abcd.900.avif 900w" sizes="(min-width: 932px) 900px, calc(100vw - 2rem)"/>' +
        '<img src="/assets/images/a.1234abcd.900.png" alt="The dashboard" width="900" height="600" loading="lazy" decoding="async" srcSet="/assets/images/a.1234abcd.400.png 400w, /assets/images/a.1234abcd.900.png 900w" sizes="(min-width: 932px) 900px, calc(100vw - 2rem)"/></picture></p>',
    );
  });

  it('requires a description, at the image line, and publishes a decorative image with an empty alt', () => {
    expect(render('Text.\n\n![](/images/a.png)\n').diagnostics.map((d) => [d.rule, d.line, d.severity])).toEqual([['content/image-alt', 12, 'error']]);
    const { body, diagnostics } = render('![decorative](/images/divider.png)\n');
    expect(diagnostics).toEqual([]);
    expect(body.html).toContain('<img src="/images/divider.png" alt=""');
  });
});
