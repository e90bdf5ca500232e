import { describe, expect, it } from 'vitest';
import { startGitShell } from '../../src/lastmod/gitShell.ts';

// The shell a watch session starts its git commands from: what comes back must be exactly what
// the command said, whatever its arguments and output hold, in the order the commands were asked.
describe('the git shell', () => {
  it('passes arguments through unchanged and returns output of any bytes and size whole', async () => {
    const shell = startGitShell()!;
    const awkward = ["it's", 'two words', '$HOME', '`date`', '"quoted"', '\\', '*', ''];
    const echoed = await shell.run('printf', ['%s\\0', ...awkward]);
    expect(echoed).toEqual({ stdout: awkward.map((word) => `${word}\0`).join(''), stderr: '', code: 0 });
    // More than a pipe holds at once: the output comes back whole.
    const long = await shell.run('sh', ['-c', 'i=0; while [ $i -lt 20000 ]; do echo "line $i"; i=$((i+1)); done']);
    expect(long?.stdout.split('\n')).toHaveLength(20001);
    expect(long?.stdout).toContain('line 19999\n');
  });

  it('answers commands asked at once in order, with each one’s exit code and stderr', async () => {
    const shell = startGitShell()!;
    const answers = await Promise.all([
      shell.run('sh', ['-c', 'sleep 0.05; echo first']),
      shell.run('sh', ['-c', 'echo "no such thing" >&2; exit 3']),
      shell.run('echo', ['third']),
    ]);
    expect(answers).toEqual([
      { stdout: 'first\n', stderr: '', code: 0 },
      { stdout: '', stderr: 'no such thing\n', code: 3 },
      { stdout: 'third\n', stderr: '', code: 0 },
    ]);
  });

  it('says it cannot run an argument with a line break, which a line per command cannot carry', async () => {
    expect(await startGitShell()!.run('echo', ['two\nlines'])).toBeUndefined();
  });
});
