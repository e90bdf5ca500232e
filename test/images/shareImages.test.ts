import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildModel } from '../../src/content/buildModel.ts';
import { fixtureProject, type FixtureProject } from '../support/fixtureProject.ts';

// What a share image becomes on the page is proven in responsiveImages.test.ts (one build for
// both); here, what a writer is told when the image named is too small to crop from.
const GUIDE = 'content/services/knowledge/what-is-web-hosting.md';
let project: FixtureProject;

beforeAll(async () => {
  project = await fixtureProject();
  await project.write(GUIDE, (await project.read(GUIDE)).replace(/^---\n/, '---\nshareImage: /images/small-card.jpg\n'));
});
afterAll(() => project.cleanup());

const modelWith = (images: Record<string, { width: number; height: number }>) =>
  buildModel(path.join(project.root, 'content'), project.root, undefined, images);

describe('a page of its own share image', () => {
  it('is refused, at its front-matter line, when smaller than 1200 × 630 in either direction', async () => {
    for (const size of [
      { width: 1000, height: 700 },
      { width: 1600, height: 600 },
    ]) {
      const { model, diagnostics } = await modelWith({ '/images/small-card.jpg': size });
      expect(model).toBeUndefined();
      expect(diagnostics.filter((d) => d.severity === 'error')).toMatchObject([
        { rule: 'image/share-too-small', file: GUIDE, line: 2, field: 'shareImage', found: `${size.width} × ${size.height}` },
      ]);
    }
  });

  it('is taken when large enough, and the model carries the share image the build makes', async () => {
    const share = { src: '/assets/images/small-card.0123abcd.share.jpg', width: 1200, height: 630 };
    const { model } = await modelWith({ '/images/small-card.jpg': { width: 1200, height: 630, share } as never });
    expect(model?.services.find((service) => service.slug === 'what-is-web-hosting')?.share).toEqual(share);
  });
});
