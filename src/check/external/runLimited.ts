/**
 * Runs `work` on every item with at most `overall` running at once and at most `perHost` for
 * any one host, so a page that links to one site fifty times never hammers it. Results come
 * back in the items' order.
 */
export function runLimited<T, R>(
  items: readonly T[],
  hostOf: (item: T) => string,
  limits: { overall: number; perHost: number },
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  const waiting = items.map((item, index) => ({ item, index }));
  const running = new Map<string, number>();
  let active = 0;
  let done = 0;
  return new Promise((resolve, reject) => {
    if (items.length === 0) return resolve(results);
    const startMore = () => {
      for (let i = 0; i < waiting.length && active < limits.overall;) {
        const { item, index } = waiting[i]!;
        const host = hostOf(item);
        if ((running.get(host) ?? 0) >= limits.perHost) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        active++;
        running.set(host, (running.get(host) ?? 0) + 1);
        work(item).then((result) => {
          results[index] = result;
          active--;
          running.set(host, running.get(host)! - 1);
          if (++done === items.length) resolve(results);
          else startMore();
        }, reject);
      }
    };
    startMore();
  });
}
