/**
 * Appends every item to the list, one by one. `list.push(...items)` passes each item as an
 * argument on the stack, and past some hundred thousand items (the pages, entries or warnings of
 * a large site) it throws "Maximum call stack size exceeded".
 */
export function appendAll<T>(list: T[], items: Iterable<T>): T[] {
  for (const item of items) list.push(item);
  return list;
}
