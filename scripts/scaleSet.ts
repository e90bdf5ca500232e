// The benchmark's scale set (issue 6): the real content plus N synthetic knowledge articles of
// about 2 KB each, with headings, lists, links, emphasis, a quote and a code block.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const topics = ['DNS', 'SSL', 'caching', 'backups', 'email', 'PHP', 'MySQL', 'WordPress', 'CDNs', 'firewalls', 'uptime', 'migrations'];
const related = ['what-is-web-hosting', 'what-is-cpanel-hosting', 'website-speed-optimisation', 'web-hosting-uk'];

export function article(i: number): string {
  const topic = topics[i % topics.length]!;
  const next = topics[(i + 5) % topics.length]!;
  return `---
name: Guide ${i} to ${topic} for UK websites
category: knowledge
pageType: knowledge
knowledgeType: ${['basics', 'security', 'performance', 'local-seo'][i % 4]}
description: A practical guide, number ${i}, to ${topic} for small UK businesses, with steps, examples and the mistakes to avoid.
keywords: [${topic.toLowerCase()} guide, uk hosting ${i}]
relatedServices: [${related[i % related.length]}, ${related[(i + 1) % related.length]}]
features:
  - Understand how ${topic} affects your site.
  - Know which settings to check first.
  - Avoid the common mistakes with ${next}.
---
## Why ${topic} matters

Getting **${topic}** right keeps a website *fast*, secure and easy to find. Article ${i} walks
through what a small business needs to know, without the jargon, and links to our
[hosting plans](/hosting) where a setting lives in the control panel.

## What to check

1. Confirm your current ${topic} settings in the control panel.
2. Compare them with the recommendations below.
3. Make one change at a time and test the site after each.
4. Keep a note of what you changed, so it can be undone.

- Look for warnings in the **error log**.
- Check that *every* domain and subdomain is covered.
- Review the settings again after any ${next} change.

> Small, tested changes beat a big overhaul: if something breaks, you know exactly why.

## An example

\`\`\`
# ${topic} check for site ${i}
status: ok
last-checked: 2024-12-07
\`\`\`

Once ${topic} is in order, look at ${next} next. Our UK support team can help with either,
and our [contact page](/contact) explains how to reach them.
`;
}

/** Copies the real content to `dir` and adds `count` synthetic articles. */
export async function writeScaleSet(sourceRoot: string, dir: string, count: number): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await cp(path.join(sourceRoot, 'content'), path.join(dir, 'content'), { recursive: true });
  await cp(path.join(sourceRoot, 'public'), path.join(dir, 'public'), { recursive: true });
  const folder = path.join(dir, 'content', 'services', 'scale');
  await mkdir(folder, { recursive: true });
  for (let i = 0; i < count; i++) await writeFile(path.join(folder, `guide-${String(i).padStart(5, '0')}.md`), article(i));
}
