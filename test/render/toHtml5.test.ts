import { describe, expect, it } from 'vitest';
import { toHtml5 } from '../../src/render/toHtml5.ts';

describe('toHtml5', () => {
  it('writes void elements HTML-style and attribute names in lowercase', () => {
    expect(toHtml5('<meta charSet="utf-8"/><time dateTime="2024-12-07">x</time><br/>')).toBe('<meta charset="utf-8"><time datetime="2024-12-07">x</time><br>');
  });

  it('keeps SVG attribute case, boolean attributes bare, and attribute values untouched', () => {
    expect(toHtml5('<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>')).toBe('<svg viewBox="0 0 1 1"><path d="M0 0"></svg>');
    expect(toHtml5('<script src="/a.js" defer=""></script>')).toBe('<script src="/a.js" defer></script>');
    expect(toHtml5('<meta content="Some Value=Here"/>')).toBe('<meta content="Some Value=Here">');
    // A GFM task list's checkboxes.
    expect(toHtml5('<input type="checkbox" disabled="" checked=""/>')).toBe('<input type="checkbox" disabled checked>');
  });

  it('leaves what only looks like an attribute as it is', () => {
    // No space before the name, a name with a hyphen or a digit, a value that is not empty.
    const kept = '<p data-fooBar="x" aria-hidden="true" x1Y="2" open="open">a=b</p><script type="application/ld+json">{"a":"b="}</script>';
    expect(toHtml5(kept)).toBe(kept);
    expect(toHtml5('no markers at all')).toBe('no markers at all');
    expect(toHtml5('<br/><br/>')).toBe('<br><br>');
    expect(toHtml5('<i tabIndex="0" hidden=""/>')).toBe('<i tabindex="0" hidden>');
  });
});
