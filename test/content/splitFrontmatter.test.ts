import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../../src/content/splitFrontmatter.ts';

describe('splitting a Markdown file', () => {
  it('takes the YAML between the --- lines and the body after them, with the line the body starts on', () => {
    expect(splitFrontmatter('---\nname: A\nslug: a\n---\nFirst line.\n')).toEqual({
      yaml: 'name: A\nslug: a',
      yamlLineOffset: 1,
      body: 'First line.\n',
      bodyLine: 5,
    });
  });

  it('keeps blank lines at the top of the body, so its line numbers stay true', () => {
    expect(splitFrontmatter('---\nname: A\n---\n\nText')).toMatchObject({ body: '\nText', bodyLine: 4 });
  });

  it('reads a file without frontmatter as all body', () => {
    expect(splitFrontmatter('Just text\n---\nmore')).toEqual({ yaml: '', yamlLineOffset: 0, body: 'Just text\n---\nmore', bodyLine: 1 });
    expect(splitFrontmatter('----\nname: A\n')).toMatchObject({ yaml: '', body: '----\nname: A\n' });
  });

  it('reads empty frontmatter as no fields', () => {
    expect(splitFrontmatter('---\n---\nBody')).toEqual({ yaml: '', yamlLineOffset: 1, body: 'Body', bodyLine: 3 });
  });

  it('takes everything after an unclosed --- as YAML, leaving no body', () => {
    expect(splitFrontmatter('---\nname: A\nslug: a\n')).toEqual({ yaml: 'name: A\nslug: a\n', yamlLineOffset: 1, body: '', bodyLine: 4 });
  });
});
