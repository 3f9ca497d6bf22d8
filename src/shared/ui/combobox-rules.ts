/**
 * Text as a search compares it: accents, case, hyphens and apostrophes aside, so that
 * 'saint etienne' finds 'AMSF Saint-Étienne' and 'beziers' finds 'Béziers'.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr')
    .replace(/[-'’.,/()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The options whose label holds every typed word (in any order), in their given order. An empty
 * or blank query keeps them all.
 */
export function filterOptions<T extends { label: string }>(
  options: readonly T[],
  query: string,
): T[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const label = foldForSearch(option.label);
    return words.every((word) => label.includes(word));
  });
}

/** The one option whose label is the query, accents and case aside (a label typed in full). */
export function optionNamed<T extends { label: string }>(
  options: readonly T[],
  query: string,
): T | undefined {
  const wanted = foldForSearch(query);
  if (!wanted) return undefined;
  const named = options.filter((option) => foldForSearch(option.label) === wanted);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The option the arrow keys move to (WAI-ARIA APG combobox): the next enabled one in `step`'s
 * direction, wrapping around the list; from none (-1), the first (down) or the last (up).
 * -1 when no option is enabled.
 */
export function nextActive(
  options: readonly { disabled?: boolean }[],
  from: number,
  step: 1 | -1,
): number {
  const count = options.length;
  if (count === 0) return -1;
  let index = from < 0 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
  for (let tried = 0; tried < count; tried += 1) {
    if (!options[index]?.disabled) return index;
    index = (index + step + count) % count;
  }
  return -1;
}
