/** `faq[2].answer`: the path as a content writer reads it. */
export function formatFieldPath(pathParts: readonly PropertyKey[]): string {
  let out = '';
  for (const part of pathParts) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(record)';
}
