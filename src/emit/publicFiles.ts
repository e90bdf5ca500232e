import fg from 'fast-glob';
import { JUNK_FILES } from '../content/junkFiles.ts';

/** Every file under public/ that is published, as paths relative to it, sorted. */
export async function publicFiles(publicDir: string): Promise<string[]> {
  return (await fg('**/*', { cwd: publicDir, onlyFiles: true, dot: true, ignore: JUNK_FILES })).sort();
}
