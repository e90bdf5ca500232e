import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/build.ts';
import { failureCode } from '../../src/cli/main.ts';
import { InternalError } from '../../src/errors/InternalError.ts';
import { buggyWriter } from '../support/buggyWriter.ts';
import { captureIo, smallProject, type FixtureProject } from '../support/fixtureProject.ts';

let project: FixtureProject;
let failure: unknown;

/**
 * A bug in the write stage, the failure a 100,000-page site met (an argument list too long for
 * the stack), once reported as a full disk: a writer whose commit throws it (buggyWriter.ts).
 */
beforeAll(async () => {
  project = await smallProject();
  failure = await build({ root: project.root, writer: buggyWriter().writer }).then(
    () => undefined,
    (error: unknown) => error,
  );
});
afterAll(() => project.cleanup());

const printed = (verbose: boolean) => {
  const output = captureIo();
  const code = failureCode(failure, { ...output.io, cwd: project.root }, verbose);
  return { code, stdout: output.stdout, stderr: output.stderr };
};

describe('a bug in a stage of the build, as the command line says it', () => {
  it('is said to be one, with its stage, never as a disk that is full or a folder not writable', () => {
    expect(failure).toBeInstanceOf(InternalError);
    const { code, stdout, stderr } = printed(false);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      "Internal error in site, in the build's write stage: Maximum call stack size exceeded\n" +
        '  This is a bug in site, not a problem with your content or your disk; nothing was written.\n' +
        '  Run the command again with --verbose for where it happened, and report it with that output.\n',
    );
  });

  it('shows where it happened with --verbose, and nothing was written', () => {
    const { code, stderr } = printed(true);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^Internal error in site, in the build's write stage: Maximum call stack size exceeded\nRangeError: Maximum call stack size exceeded\n\s+at Object\.commit /,
    );
    expect(existsSync(path.join(project.root, 'dist'))).toBe(false);
  });
});
