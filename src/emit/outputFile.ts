/** One file of the build output, path relative to the output directory. */
export interface OutputFile {
  path: string;
  data: string | Uint8Array;
}
