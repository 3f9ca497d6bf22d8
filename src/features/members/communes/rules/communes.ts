import { foldFrench, sortByFrench } from '@/shared/lib/french-order';

/**
 * docs/spec/members-area.md 5: a postal code of 5 digits looks up its communes, 300 ms after
 * typing.
 */
export const communeLookupDelayMs = 300;

export function isLookupPostalCode(postalCode: string): boolean {
  return /^\d{5}$/.test(postalCode);
}

const comparable = (text: string) =>
  foldFrench(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** 'sorted by name', in French order (accents after their letter, 'É' with 'E'). */
export function sortCommunes<T extends { nom: string }>(communes: readonly T[]): T[] {
  return sortByFrench(communes, (commune) => commune.nom);
}

/** The typed town is among them when it names one, whatever the case, accents and dashes. */
export function isAmongCommunes(city: string, communes: readonly { nom: string }[]): boolean {
  const wanted = comparable(city);
  return wanted !== '' && communes.some((commune) => comparable(commune.nom) === wanted);
}

/** 'if the typed city is not among them the suggestion panel opens' (only when there are some). */
export function opensSuggestions(city: string, communes: readonly { nom: string }[]): boolean {
  return communes.length > 0 && !isAmongCommunes(city, communes);
}
