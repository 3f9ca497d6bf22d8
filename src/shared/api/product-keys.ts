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

/**
 * Fields the spec names with the word 'club' itself, not the product's slug: the same on the wire
 * for every product (docs/openapi/main-api.yaml PaymentSchedule.clubName,
 * OfferPrice.discountDroitClub, Profile.agreementInfoClub). Renamed, they left a backend built
 * from the spec (the mock in spec-only mode) without them: Mes échéances lost every row and the
 * wizard the licence already paid.
 */
const literalSpecKeys: ReadonlySet<string> = new Set([
  'clubName',
  'discountDroitClub',
  'agreementInfoClub',
]);

function replaceWord(key: string, from: string, to: string): string {
  if (from === to || literalSpecKeys.has(key)) return key;
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
