import { execFileSync } from 'node:child_process';

/** Runs git in the repository `root`, its commits dated `date` (committer and author), as a writer who signs nothing. */
export function git(root: string, args: string[], date = '2025-03-04T10:00:00Z'): string {
  return execFileSync('git', ['-C', root, '-c', 'user.name=Writer', '-c', 'user.email=writer@example.com', '-c', 'commit.gpgsign=false', ...args], {
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}
