// Copied from scripts/gen-api/lazy-schema.ts by `npm run gen:api`: do not edit.

/**
 * A schema built the first time it is used rather than when its module is evaluated. A page's
 * modules declare hundreds of schemas, most of which it never reads; building them all is what
 * made a page's code one long task on a low-tier phone (issue 37, docs/adr/0031). The schema is
 * the same object to every caller: a parse, a composition (`.extend`, `.shape`, a parent's
 * shape) or `instanceof` reach the built schema.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    has: (_target, key) => Reflect.has(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // The proxy's own target has none of these: a proxy may only report them configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
