/**
 * The real API names some fields after the product ('{product}Id', 'parameters{Product}').
 * The portal's model calls them 'club…' whatever the product is; these two functions translate
 * at the boundary so that only the runtime config knows the product's slug.
 */
export function fromProductKeys(value: unknown, slug: string): unknown {
  return renameKeys(value, (key) => replaceWord(key, slug, 'club'));
}

export function toProductKeys(value: unknown, slug: string): unknown {
  return renameKeys(value, (key) => replaceWord(key, 'club', slug));
}

function replaceWord(key: string, from: string, to: string): string {
  if (from === to) return key;
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  if (key.startsWith(from)) key = to + key.slice(from.length);
  return key.split(capital(from)).join(capital(to));
}

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [rename(key), renameKeys(item, rename)]),
  );
}
