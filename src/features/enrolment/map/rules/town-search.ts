import { normalizeSearchText, searchTokens } from './club-filter';

/**
 * A town search on the map (issue 34: 'the map moves to the searched town and lists the clubs
 * around it'; docs/spec/enrolment.md 2, 'Map and lists'; docs/adr/0006). The address service
 * (docs/openapi/main-api.yaml `GET /search/`, `type=municipality`) names the town; the map then
 * frames the clubs within `townRadiusKm` of its centre, nearest first, whatever town each club
 * writes ('Lyon' lists Villeurbanne's and Oullins' clubs).
 */

/** A town as the address service places it. */
export type Town = { name: string; postcode: string | null; lat: number; lng: number };

/** Around a town: its neighbouring towns' clubs, a short drive away. */
export const townRadiusKm = 15;

/** The address service is asked once the search holds this many letters or digits. */
export const townQueryMinLength = 2;

/**
 * The service's best town answers the search when every word of the search is a whole word of
 * the town's name or its postal code: 'lyon', 'saint etienne', '69100', 'Lyon 69001'. 'AMSF Lyon
 * Gerland' (a club's name) or 'lyo' (a name still being typed) stay a search on the clubs' names.
 */
export function townAnswersSearch(search: string, town: Town): boolean {
  const tokens = searchTokens(search);
  if (tokens.length === 0) return false;
  const words = new Set(normalizeSearchText(`${town.name} ${town.postcode ?? ''}`).split(' '));
  return tokens.every((token) => words.has(token));
}

/** Whether a search is worth asking the address service about. */
export function mayNameTown(search: string): boolean {
  return normalizeSearchText(search).replace(/ /g, '').length >= townQueryMinLength;
}

/** The list's count, said of the town: '12 clubs trouvés à moins de 15 km de Lyon'. */
export function aroundTownSuffix(town: Town): string {
  return ` à moins de ${townRadiusKm} km de ${town.name}`;
}
