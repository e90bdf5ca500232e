import { SiteError } from './SiteError.ts';

/**
 * A bug in `site`, caught in a stage of the build: not the user's input and not the system
 * (a full disk, a folder that cannot be written). The CLI says so, names the stage, and shows
 * the stack with `--verbose`, so the report a user files says where it happened.
 */
export class InternalError extends Error {
  readonly stage: string;

  constructor(stage: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'InternalError';
    this.stage = stage;
  }

  /** The stack of the error that was caught, or this one's. */
  get causeStack(): string {
    const { cause } = this;
    return cause instanceof Error && cause.stack ? cause.stack : (this.stack ?? this.message);
  }
}

/**
 * What a build stage throws, as it should leave the stage: the user's problem (a SiteError)
 * and the system's (a system call's code) as they are, anything else as a bug of that stage.
 */
export function asStageError(stage: string, error: unknown): unknown {
  return error instanceof SiteError || error instanceof InternalError || systemErrorCode(error) ? error : new InternalError(stage, error);
}

/** The error codes of a system call whose failure is the machine's, not a bug: what the write stage reports as such. */
const SYSTEM_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EACCES',
  'EPERM',
  'EROFS',
  'EIO',
  'EMFILE',
  'ENFILE',
  'EBUSY',
  'ENOTDIR',
  'EISDIR',
  'EEXIST',
  'ENOENT',
  'EXDEV',
  'ENAMETOOLONG',
  'ELOOP',
  'ETXTBSY',
]);

/** An error a system call raised (a full disk, a read-only or missing folder), with its code. */
export function systemErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error) || !('syscall' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && SYSTEM_CODES.has(code) ? code : undefined;
}
