import type { Model } from '../content/model.ts';

/**
 * A view of the model that records what a page reads while it renders, so a later edit
 * re-renders exactly the pages that read the edited record:
 * - reading any field of a record (an object with `origin.file`) records that file;
 * - reading a top-level collection records `collection:{name}` (its membership and order);
 * - reading a single-file value (site, figures, plan lists) records that collection too.
 * The model is frozen, and a proxy over a frozen object must return its exact values, so each
 * proxy stands on an empty, unfrozen target of the same kind and reads through to the original.
 */
/** Tracked views → their real model and the function that wraps records for tracking. */
const trackedViews = new WeakMap<Model, { real: Model; wrap: <T>(value: T) => T }>();

/** For a tracked view, the real model behind it (indexes are built on that, once). */
export function trackedOrigin(model: Model): { real: Model; wrap: <T>(value: T) => T } | undefined {
  return trackedViews.get(model);
}

export function trackModelReads(model: Model): { model: Model; reads: Set<string> } {
  const reads = new Set<string>();
  const proxies = new WeakMap<object, object>();

  const wrap = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const existing = proxies.get(value);
    if (existing) return existing;
    const proxy: object = new Proxy(Array.isArray(value) ? [] : Object.create(Object.getPrototypeOf(value)), handler(value as Record<PropertyKey, unknown>));
    proxies.set(value, proxy);
    return proxy;
  };

  const handler = (real: Record<PropertyKey, unknown>): ProxyHandler<object> => {
    const origin = (real['origin'] as { file?: string } | undefined)?.file;
    return {
      get(_target, key) {
        if (origin !== undefined) reads.add(origin);
        const value = real[key];
        // Parsed Markdown is rendered through a cache keyed by the tree itself: hand out the original.
        if (key === 'body' && origin !== undefined) return value;
        if (typeof value === 'function') return value;
        return wrap(value);
      },
      has: (_target, key) => key in real,
      ownKeys: () => Reflect.ownKeys(real),
      getOwnPropertyDescriptor(target, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(real, key);
        if (!descriptor) return undefined;
        // An array target's own `length` is non-configurable; report it as such, with the real value.
        if (Array.isArray(target) && key === 'length') return { value: real[key], writable: true, enumerable: false, configurable: false };
        return { ...descriptor, value: wrap(descriptor.value), configurable: true };
      },
      set: () => false,
      defineProperty: () => false,
      deleteProperty: () => false,
    };
  };

  const root = new Proxy({} as Model, {
    get(_target, key) {
      const value = (model as unknown as Record<PropertyKey, unknown>)[key];
      if (typeof key === 'string' && key !== 'locate') reads.add(`collection:${key}`);
      if (typeof value === 'function') return value;
      return wrap(value);
    },
    has: (_target, key) => key in model,
    ownKeys: () => Reflect.ownKeys(model),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(model, key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  trackedViews.set(root, { real: model, wrap: wrap as <T>(value: T) => T });
  return { model: root, reads };
}
