import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../../src/projectPaths.ts';

/** The example paths of the README's nginx block, which a test replaces with its own. */
export const README_PATHS = { web: '/srv/site/dist', deploy: '/srv/site/dist-deploy', listen: 'listen 80;' } as const;

/** The nginx configuration the README's "Deployment" section tells users to paste, as it is written there. */
export async function readmeNginxBlock(): Promise<string> {
  const readme = await readFile(path.join(packageRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### nginx'));
  const block = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block under "### nginx"');
  return block;
}

/** The folder the README's complete nginx.conf ("Trying it without a system nginx") keeps everything in. */
export const README_TRY_FOLDER = '/tmp/site-nginx';

/** The complete nginx.conf of the README's "Trying it without a system nginx", and the commands it gives, as written there. */
export async function readmeTryNginx(): Promise<{ conf: string; commands: string[] }> {
  const readme = await readFile(path.join(packageRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('#### Trying it without a system nginx'));
  const conf = /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  const commands = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!conf || !commands) throw new Error('README.md has no ```sh and ```nginx blocks under "#### Trying it without a system nginx"');
  return { conf, commands: commands.trim().split('\n') };
}
