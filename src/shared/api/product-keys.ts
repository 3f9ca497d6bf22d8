/**
 * The real API names some fields after the product ('{product}Id', 'parameters{Product}').
 * The portal's model calls them 'club…' whatever the product is; these two functions translate
 * at the boundary so that only the runtime config knows the product's slug.
 */
export function fromProductKeys(value: unknown, slug: string): unknown {
  return renameKeys(value, keyRenamer(slug, 'club'));
}

export function toProductKeys(value: unknown, slug: string): unknown {
  return renameKeys(value, keyRenamer('club', slug));
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function replaceWord(key: string, from: string, to: string): string {
  if (from === to) return key;
  if (key.startsWith(from)) key = to + key.slice(from.length);
  return key.split(capital(from)).join(capital(to));
}

/**
 * One answer repeats the same few keys thousands of times (a 2,000-message conversation): each
 * key is translated once per call, then read from a map.
 */
function keyRenamer(from: string, to: string): (key: string) => string {
  const known = new Map<string, string>();
  return (key) => {
    let renamed = known.get(key);
    if (renamed === undefined) {
      renamed = replaceWord(key, from, to);
      known.set(key, renamed);
    }
    return renamed;
  };
}

function renameKeys(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [rename(key), renameKeys(item, rename)]),
  );
}
