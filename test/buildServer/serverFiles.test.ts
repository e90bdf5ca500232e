import { describe, expect, it } from 'vitest';
import { identityMismatch, serverAllowed, serverCommand, serverFiles, serverIdentity } from '../../src/buildServer/serverFiles.mjs';
import { packageRoot } from '../../src/projectPaths.ts';

describe('what the build server runs, and for whom', () => {
  it('is allowed unless turned off or in CI, where it can be turned on', () => {
    expect(serverAllowed({})).toBe(true);
    expect(serverAllowed({ SITE_BUILD_SERVER: '0' })).toBe(false);
    expect(serverAllowed({ CI: 'true' })).toBe(false);
    expect(serverAllowed({ CI: 'false' })).toBe(true);
    expect(serverAllowed({ CI: 'true', SITE_BUILD_SERVER: '1' })).toBe(true);
  });

  it('runs builds with their cache and checks of dist/ with theirs, nothing else', () => {
    expect(serverCommand(['build'])).toBe(true);
    expect(serverCommand(['build', '--strict', '--out', 'public_html'])).toBe(true);
    expect(serverCommand(['build', '--no-cache'])).toBe(false);
    expect(serverCommand(['build', '--help'])).toBe(false);
    expect(serverCommand(['check', '--json', '--strict'])).toBe(true);
    for (const flags of [['--no-cache'], ['--dir', 'out'], ['--dir=out'], ['--list-rules'], ['--external']])
      expect(serverCommand(['check', ...flags])).toBe(false);
    expect(serverCommand(['serve', '--watch'])).toBe(false);
    expect(serverCommand(['new', 'town', 'deal'])).toBe(false);
    expect(serverCommand([])).toBe(false);
  });

  it('builds only for the same code, Node and environment, whatever the shell sets afresh for each command', () => {
    const env = { PATH: '/usr/bin', NODE_ENV: 'production', HOME: '/home/writer' };
    const mine = serverIdentity(packageRoot, env);
    expect(
      identityMismatch(
        mine,
        serverIdentity(packageRoot, { ...env, OLDPWD: '/tmp', SHLVL: '3', _: '/usr/bin/node', npm_lifecycle_event: 'build', SITE_BUILD_SERVER: '1' }),
      ),
    ).toBeUndefined();
    // A command npm runs (`npm run build`, `npx site build`) is served by a server started from a shell, and the other way round.
    const underNpm = {
      ...env,
      PATH: '/work/site/node_modules/.bin:/work/node_modules/.bin:/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin:/usr/bin',
      NODE: '/usr/bin/node',
      INIT_CWD: '/work/site',
      COLOR: '0',
    };
    expect(identityMismatch(mine, serverIdentity(packageRoot, underNpm))).toBeUndefined();
    expect(identityMismatch(mine, serverIdentity(packageRoot, { ...env, PATH: '/opt/git/bin:/usr/bin' }))).toBe('its environment differs');
    expect(identityMismatch(mine, serverIdentity(packageRoot, { ...env, SOURCE_DATE_EPOCH: '1700000000' }))).toBe('its environment differs');
    expect(identityMismatch(mine, { ...mine, code: 'another' })).toBe('the code has changed');
    expect(identityMismatch(mine, { ...mine, node: '/opt/node v22.0.0' })).toBe('another Node runs it');
  });

  it("listens in the project's .site-cache/, and nowhere when that path is too long for a socket", () => {
    expect(serverFiles('/home/writer/site')).toEqual({
      dir: '/home/writer/site/.site-cache',
      socket: '/home/writer/site/.site-cache/server.sock',
      record: '/home/writer/site/.site-cache/server.json',
    });
    expect(serverFiles(`/home/${'w'.repeat(90)}`).socket).toBeUndefined();
  });
});
