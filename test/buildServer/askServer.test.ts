import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { askServer } from '../../src/buildServer/askServer.mjs';
import { packageRoot } from '../../src/projectPaths.ts';

// The client half alone, against a stand-in server on the project's socket: what reaches the
// writer's terminal is what the server wrote, byte for byte, however the socket cuts it up.
describe('asking the build server', () => {
  it('passes its output through whole, a character split between two chunks included, and returns its exit code', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'site-ask-'));
    await mkdir(path.join(root, '.site-cache'));
    const requests: string[] = [];
    const server = createServer((socket) => {
      socket.once('data', (chunk) => {
        requests.push(chunk.toString('utf8'));
        const line = Buffer.from(`${JSON.stringify({ out: 'Reseller: £15.49\n' })}\n`);
        const pound = line.indexOf(Buffer.from('£'));
        // The reply cut inside the two bytes of "£", the rest a moment later, then the exit code.
        socket.write(line.subarray(0, pound + 1));
        setTimeout(() => {
          socket.write(line.subarray(pound + 1));
          socket.write(`${JSON.stringify({ err: 'a warning\n' })}\n${JSON.stringify({ exit: 3 })}\n`);
        }, 20);
      });
    });
    await new Promise<void>((resolve) => server.listen(path.join(root, '.site-cache', 'server.sock'), resolve));
    try {
      let stdout = '';
      let stderr = '';
      const asked = await askServer(['build', '--strict'], {
        cwd: root,
        env: { SITE_BUILD_SERVER: '1' },
        packageRoot,
        stdout: { write: (text: string) => (stdout += text), isTTY: false },
        stderr: { write: (text: string) => (stderr += text), isTTY: true },
      });
      expect(asked).toEqual({ exitCode: 3 });
      expect(stdout).toBe('Reseller: £15.49\n');
      expect(stderr).toBe('a warning\n');
      const request = JSON.parse(requests[0]!) as { args: string[]; cwd: string; tty: boolean[] };
      expect([request.args, request.cwd, request.tty]).toEqual([['build', '--strict'], root, [false, true]]);
    } finally {
      server.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
