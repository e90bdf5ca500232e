import fg from 'fast-glob';

/**
 * Files an operating system or editor leaves beside the real ones: never published, never part
 * of the change fingerprint (README, "Public files"). Every other file is, dot-files included,
 * so `public/.well-known/security.txt` is published.
 */
export const JUNK_FILES = ['**/.DS_Store', '**/._*', '**/Thumbs.db', '**/desktop.ini', '**/.git/**', '**/*.swp', '**/*~', '**/4913'];

/** Every file under public/ that is published, as paths relative to it, sorted. */
export async function publicFiles(publicDir: string): Promise<string[]> {
  return (await fg('**/*', { cwd: publicDir, onlyFiles: true, dot: true, ignore: JUNK_FILES })).sort();
}
