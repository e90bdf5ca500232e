import { describe, expect, it } from 'vitest';
import { parseXml } from '../../src/check/parseXml.ts';

const error = (xml: string) => {
  const result = parseXml(xml);
  return result.ok ? 'well-formed' : `${result.offset}: ${result.message}`;
};

describe('parseXml', () => {
  it('reads elements, attributes, references, CDATA and comments', () => {
    const result = parseXml(
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- c --><a x="1 &amp; 2"><b>fish &amp; chips &#163;&#xA3;</b><b/><![CDATA[<raw>]]></a>\n',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.root.name).toBe('a');
    expect(result.root.attributes.get('x')).toBe('1 & 2');
    expect(result.root.children.map((c) => c.text)).toEqual(['fish & chips ££', '']);
    expect(result.root.text).toBe('<raw>');
  });

  it('rejects what is not well-formed, saying where', () => {
    expect(error('<a><b></a>')).toBe('6: </a> does not close <b>');
    expect(error('<a>fish & chips</a>')).toBe('8: A bare "&" in text; write &amp;');
    expect(error('<a></a><b></b>')).toBe('7: <b> is a second root element');
    expect(error('text<a></a>')).toBe('0: Text outside the root element');
    expect(error('<a>')).toBe('0: <a> is never closed');
    expect(error('<a x="1" x="2"></a>')).toBe('8: Attribute x appears twice');
    expect(error('<a x=1></a>')).toBe('0: <a> is malformed');
    expect(error('<a>1 < 2</a>')).toBe('5: "<" must start a tag; write &lt; in text');
    expect(error('\n<?xml version="1.0"?><a/>')).toBe('1: The XML declaration must come first');
    expect(error('<!DOCTYPE a><a/>')).toBe('0: A DOCTYPE is not expected in a sitemap');
    expect(error('')).toBe('0: The document has no root element');
  });
  it('allows white space in tags where XML does, and nowhere else', () => {
    expect(error('<a></a >')).toBe('well-formed');
    expect(error('<a\n x = "1"\n/>')).toBe('well-formed');
    expect(error('<a:b-c.d1/>')).toBe('well-formed');
    expect(error('<a x="1"/ >')).toBe('0: <a> is malformed');
    expect(error('<a x="1"y="2"/>')).toBe('0: <a> is malformed');
    expect(error('<a></ a>')).toBe('3: </> does not close <a>');
    expect(error('<!ELEMENT a>')).toBe('0: "<" must start a tag; write &lt; in text');
    const result = parseXml('<a><b/><c y="2"/></a>');
    expect(result.ok && result.root.children.map((child) => [...child.attributes])).toEqual([[], [['y', '2']]]);
  });
});
