import type { Writer } from '../../src/emit/writer.ts';

/**
 * A writer whose commit throws what a bug in the write stage would (the stack overflow a
 * 100,000-page site met), writing nothing; `aborted` says whether the build undid its output.
 */
export function buggyWriter(): { writer: Writer; aborted: () => boolean } {
  let aborted = false;
  const writer: Writer = {
    begin: async () => ({
      write: async () => {},
      keep: () => false,
      commit: async () => {
        throw new RangeError('Maximum call stack size exceeded');
      },
      abort: async () => {
        aborted = true;
      },
    }),
  };
  return { writer, aborted: () => aborted };
}
