import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';

/** The deployment guide whose nginx blocks these tests run as written. */
const GUIDE = path.join(packageRoot, 'docs', 'deployment.md');

/** The example paths of the guide's nginx block, which a test replaces with its own. */
export const README_PATHS = { web: '/srv/site/dist', deploy: '/srv/site/dist-deploy', listen: 'listen 80;' } as const;

/** The nginx configuration docs/deployment.md, "nginx" tells users to paste, as it is written there. */
export async function readmeNginxBlock(): Promise<string> {
  const guide = await readFile(GUIDE, 'utf8');
  const section = guide.slice(guide.indexOf('\n## nginx\n'));
  const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/deployment.md has no ```nginx block under "## nginx"');
  return block;
}

/** The folder the guide's complete nginx.conf ("Trying it without a system nginx") keeps everything in. */
export const README_TRY_FOLDER = '/tmp/site-nginx';

/** The complete nginx.conf of docs/deployment.md, "Trying it without a system nginx", and the commands it gives, as written there. */
export async function readmeTryNginx(): Promise<{ conf: string; commands: string[] }> {
  const guide = await readFile(GUIDE, 'utf8');
  const section = guide.slice(guide.indexOf('\n### Trying it without a system nginx\n'));
  const conf = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  const commands = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!conf || !commands) throw new Error('docs/deployment.md has no ```sh and ```nginx blocks under "### Trying it without a system nginx"');
  return { conf, commands: commands.trim().split('\n') };
}
