// The benchmark's scale set: the real content plus N synthetic knowledge articles of about 2 KB
// each, written as writers write guides: headings, lists, emphasis, a quote, links inside the
// site and to other sites, an email address, a code block holding `user@host`, and in some a
// table (every third) or an image (every fifth). Bodies without the last three take a path
// through the Markdown parser that writers' guides rarely take, so the bench would measure
// that instead.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const topics = ['DNS', 'SSL', 'caching', 'backups', 'email', 'PHP', 'MySQL', 'WordPress', 'CDNs', 'firewalls', 'uptime', 'migrations'];
const related = ['what-is-web-hosting', 'what-is-cpanel-hosting', 'website-speed-optimisation', 'web-hosting-uk'];
const references = [
  'https://www.ncsc.gov.uk/collection/small-business-guide',
  'https://developer.mozilla.org/en-US/docs/Web/HTTP',
  'https://wordpress.org/documentation/',
  'https://letsencrypt.org/docs/',
];

/** A comparison table, as a writer adds one to every few guides. */
const table = (topic: string) => `
| Setting | Shared hosting | VPS |
|:--------|:--------------:|----:|
| ${topic} control | Control panel | Full root access |
| Changes take effect | Within minutes | At once |
| Who maintains it | Our team | You, or our managed service |
`;

export function article(i: number): string {
  const topic = topics[i % topics.length]!;
  const next = topics[(i + 5) % topics.length]!;
  return `---
name: Guide ${i} to ${topic} for UK websites
category: knowledge
pageType: knowledge
knowledgeType: ${['basics', 'security', 'performance', 'local-seo'][i % 4]}
published: "2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}"
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
[hosting plans](/web-hosting-uk) where a setting lives in the control panel. The
[official documentation](${references[i % references.length]}) goes deeper.
${i % 3 === 0 ? table(topic) : ''}
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
ssh deploy@site${i}.example.co.uk
# ${topic} check for site ${i}
status: ok
\`\`\`
${i % 5 === 0 ? '\n![The control panel after logging in](/images/share-default.png)\n' : ''}
Once ${topic} is in order, look at ${next} next. Our UK support team can help with either,
and our [contact page](/contact) explains how to reach them, or email support@kentwebhosting.example
with your account number.
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
