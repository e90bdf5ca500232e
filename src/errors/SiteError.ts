import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * A problem with the user's input or setup. The CLI prints its diagnostics without a
 * stack trace; anything that is not a SiteError is a bug in `site` and prints one.
 */
export class SiteError extends Error {
  readonly diagnostics: readonly Diagnostic[];

  constructor(message: string, diagnostics: readonly Diagnostic[], options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteError';
    this.diagnostics = diagnostics;
  }
}
