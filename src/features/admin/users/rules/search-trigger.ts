/**
 * Search box rules (docs/spec/administration.md 5.4 and 9): a 700 ms pause, 3 characters, distinct
 * values.
 */
export const searchPauseMs = 700;
export const searchMinLength = 3;

/** Whether the text typed, once the pause is over, starts a new search. */
export function shouldSearch(text: string, lastSearched: string | undefined): boolean {
  const needle = text.trim();
  return needle.length >= searchMinLength && needle !== lastSearched;
}
