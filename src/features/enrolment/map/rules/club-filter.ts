import type { ClubSummary } from '../../api/club-summary';
import { acceptsAge } from '../../rules/age';
import { distanceKm, type Near } from './distance';

/** What the map and the list filter on; null means 'no filter'. */
export type ClubFilter = {
  search: string;
  activityId: number | null;
  ageInMonths: number | null;
  /**
   * The search names a town (rules/town-search.ts): the clubs around it are kept, whatever
   * their name or town says, instead of those whose text holds the search's words.
   */
  near?: Near | null;
};

export const noFilter: ClubFilter = { search: '', activityId: null, ageInMonths: null };

const plainAscii = /^[\x20-\x7e]*$/;

/**
 * Lower case, without accents, apostrophes and hyphens read as spaces: 'Saint-Étienne' and
 * 'saint etienne' match, so do 'L’Isle' and "l'isle". Plain ASCII skips the Unicode
 * decomposition: the worker normalises 60,000 strings for 20,000 clubs.
 */
export function normalizeSearchText(value: string): string {
  const unaccented = plainAscii.test(value) ? value : value.normalize('NFD').replace(/\p{M}/gu, '');
  return unaccented
    .toLowerCase()
    .replace(/['\u2019`´\-_.,;:/()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The query's words; an empty query has none and matches every club. */
export function searchTokens(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? normalized.split(' ') : [];
}

/** Joins already normalised parts the way clubSearchText does. */
export function joinSearchParts(parts: readonly string[]): string {
  return parts.filter(Boolean).join(' ');
}

/** What a club is found by: its name, its town and its postal code. */
export function clubSearchText(club: Pick<ClubSummary, 'title' | 'city' | 'postalCode'>): string {
  return joinSearchParts(
    [club.title, club.city ?? '', club.postalCode ?? ''].map(normalizeSearchText),
  );
}

/** Every word of the query appears somewhere in the club's text (any order, any position). */
export function matchesSearch(searchText: string, tokens: readonly string[]): boolean {
  return tokens.every((token) => searchText.includes(token));
}

export function offersActivity(
  club: Pick<ClubSummary, 'federalActivities'>,
  activityId: number | null,
): boolean {
  return activityId === null || club.federalActivities.includes(activityId);
}

/**
 * 'Pour qui ?': the club has a published category (ageRanges) accepting the age, in the chosen
 * activity when one is chosen. A club without any published category is left out. A club whose
 * answer has no ageRanges (null: a designed field the spec does not give) cannot be judged and
 * is kept; when no club has them, the filter says it is unavailable (WhoFilter).
 */
export function acceptsAgeOf(
  club: Pick<ClubSummary, 'ageRanges'>,
  ageInMonths: number | null,
  activityId: number | null,
): boolean {
  if (ageInMonths === null || club.ageRanges === null) return true;
  return club.ageRanges.some(
    (range) =>
      (activityId === null || range.federalActivityId === activityId) &&
      acceptsAge(range, ageInMonths),
  );
}

/** The club stands within the radius of the searched town's centre. */
export function isNear(club: Pick<ClubSummary, 'latitude' | 'longitude'>, near: Near): boolean {
  return distanceKm(near, { lat: club.latitude, lng: club.longitude }) <= near.radiusKm;
}

/** The filter as the map and the list apply it; `searchText` comes from clubSearchText. */
export function clubMatches(
  club: Pick<ClubSummary, 'federalActivities' | 'ageRanges' | 'latitude' | 'longitude'>,
  searchText: string,
  filter: ClubFilter,
  tokens: readonly string[] = searchTokens(filter.search),
): boolean {
  return (
    offersActivity(club, filter.activityId) &&
    acceptsAgeOf(club, filter.ageInMonths, filter.activityId) &&
    (filter.near ? isNear(club, filter.near) : matchesSearch(searchText, tokens))
  );
}

export function isNoFilter(filter: ClubFilter): boolean {
  return (
    !filter.near &&
    searchTokens(filter.search).length === 0 &&
    filter.activityId === null &&
    filter.ageInMonths === null
  );
}

/** Two filters giving the same clubs share their cluster index. */
export function filterKey(filter: ClubFilter): string {
  const near = filter.near ? [filter.near.lat, filter.near.lng, filter.near.radiusKm] : null;
  const search = near ? [] : searchTokens(filter.search);
  return JSON.stringify([search, filter.activityId, filter.ageInMonths, near]);
}
