import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes a set a git repository of one commit, as a writer's project is: its builds read the
 * history to date pages (<lastmod>), and a save is dated as uncommitted.
 */
export async function commitSet(project: string): Promise<void> {
  await writeFile(path.join(project, '.gitignore'), 'dist/\ndist-deploy/\n.site-cache/\n.rss*\n');
  const env = { ...process.env, GIT_AUTHOR_DATE: '2025-03-04T10:00:00Z', GIT_COMMITTER_DATE: '2025-03-04T10:00:00Z' };
  const identity = ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false'];
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    [...identity, 'commit', '-q', '-m', 'content'],
  ])
    await new Promise<void>((resolve, reject) =>
      spawn('git', args, { cwd: project, env, stdio: 'inherit' }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`git ${args.join(' ')} exited ${code}`)),
      ),
    );
}
