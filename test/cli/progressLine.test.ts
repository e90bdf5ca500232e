import { describe, expect, it } from 'vitest';
import { progressLine } from '../../src/cli/progressLine.ts';

describe('the build progress line', () => {
  it('shows the stage, then pages done out of the total, redrawn at most ten times a second', () => {
    let out = '';
    let now = 0;
    const line = progressLine({ write: (text: string) => (out += text) }, () => now);
    line.update({ stage: 'content' });
    line.update({ stage: 'render', done: 0, total: 300 });
    now = 50;
    line.update({ stage: 'render', done: 100, total: 300 }); // too soon: skipped
    now = 150;
    line.update({ stage: 'render', done: 200, total: 300 });
    now = 160;
    line.update({ stage: 'render', done: 300, total: 300 }); // the last one always shows
    line.clear();
    const frames = out.split('\r\x1b[2K');
    expect(frames).toEqual(['', 'Building: content…', 'Building: render 0/300 pages', 'Building: render 200/300 pages', 'Building: render 300/300 pages', '']);
  });

  it('shows images done, processed and reused while the build waits for them', () => {
    let out = '';
    const line = progressLine({ write: (text: string) => (out += text) }, () => 0);
    line.update({ stage: 'images', done: 50, total: 50, reused: 48 });
    expect(out).toBe('\r\x1b[2KBuilding: images 50/50 (2 processed, 48 reused)');
  });

  it('prints nothing to clear when it never drew', () => {
    let out = '';
    progressLine({ write: (text: string) => (out += text) }).clear();
    expect(out).toBe('');
  });
});
