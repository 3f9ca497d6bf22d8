/**
 * French alphabetical order without Intl's collation: a page's first French comparison
 * (localeCompare(…, 'fr') or new Intl.Collator('fr')) loads the collation data, 7 to 17 ms at
 * full speed in Chromium, a tenth of a second on a low-tier phone
 * (docs/adr/0029-low-tier-first-steps.md). The order is Intl.Collator('fr', { sensitivity:
 * 'base' })'s for the texts members meet (titles, towns, countries): case, accents and ligatures
 * ignored, spaces and punctuation before digits and digits before letters, in the collation's own
 * order of punctuation (tests/shared/lib/french-order.test.ts compares both).
 */

/** Lower case, accents removed, ligatures spelt out: 'Œuvre Été' -> 'oeuvre ete'. */
export function foldFrench(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

// The collation's order of spaces and punctuation, marks of one group being equal ('‘’ alike);
// each group is given a code unit below the digits'.
const punctuationOrder = [
  ...' _-',
  '\u2010\u2011',
  ...'\u2013\u2014,;:!?.',
  "'\u2018\u2019",
  '"\u201c\u201d',
  ...'\u00ab\u00bb()[]{}@*/\\&#%`^+<=>|~$',
];
const punctuationRank = new Map(
  punctuationOrder.flatMap((group, index) =>
    [...group].map((character) => [character, String.fromCharCode(index + 1)] as const),
  ),
);
const otherPunctuation = String.fromCharCode(punctuationOrder.length + 1);

/** The text's sort key: two keys compare as their texts in French order. */
export function frenchSortKey(text: string): string {
  return foldFrench(text).replace(
    /[^\p{L}\p{N}]/gu,
    (character) => punctuationRank.get(character) ?? otherPunctuation,
  );
}

/** -1, 0 or 1 by UTF-16 code units: ISO dates and times, and sort keys. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** French order of two texts (a comparator for a few items; sortByFrench for a list). */
export function compareFrench(a: string, b: string): number {
  return compareCodeUnits(frenchSortKey(a), frenchSortKey(b));
}

/**
 * A copy of the items in the French order of their text, each key computed once; items of the
 * same text keep their order, as do those `tie` does not part.
 */
export function sortByFrench<T>(
  items: readonly T[],
  text: (item: T) => string,
  tie: (a: T, b: T) => number = () => 0,
): T[] {
  return items
    .map((item) => ({ item, key: frenchSortKey(text(item)) }))
    .sort((a, b) => compareCodeUnits(a.key, b.key) || tie(a.item, b.item))
    .map(({ item }) => item);
}
