import type { ActivityRow, ClubRow } from '../types';

/**
 * The federation's structure around the clubs of the catalogue: regional committees (one per
 * region the clubs sit in), partner organisations and federal services. Derived from the frozen
 * club table, so it never needs storing.
 */
export type RegionRef = { id: number; title: string };
export type OrganizationRef = { id: number; title: string };
export type ServiceRef = { id: number; title: string };

/** Fixed order so that region ids are stable whatever the club list's order. */
const regionTitles = [
  'Auvergne-Rhône-Alpes',
  'Bourgogne-Franche-Comté',
  'Bretagne',
  'Centre-Val de Loire',
  'Corse',
  'Grand Est',
  'Hauts-de-France',
  'Île-de-France',
  'Normandie',
  'Nouvelle-Aquitaine',
  'Occitanie',
  'Pays de la Loire',
  "Provence-Alpes-Côte d'Azur",
  'Guadeloupe',
  'Martinique',
  'Guyane',
  'La Réunion',
  'Mayotte',
];

export const adminRegions: readonly RegionRef[] = regionTitles.map((title, index) => ({
  id: index + 1,
  title,
}));

export const adminOrganizations: readonly OrganizationRef[] = [
  { id: 1, title: 'Groupe La Poste' },
  { id: 2, title: 'Orange' },
  { id: 3, title: 'La Banque Postale' },
  { id: 4, title: 'Mutuelle Générale' },
];

export const adminServices: readonly ServiceRef[] = [
  { id: 1, title: 'Service vie fédérale' },
  { id: 2, title: 'Service communication' },
  { id: 3, title: 'Service financier' },
  { id: 4, title: 'Service juridique' },
  { id: 5, title: 'Service développement' },
];

export const regionIdOfTitle = (title: string): number =>
  adminRegions.find((region) => region.title === title)?.id ?? 0;

export function regionIdOfClub(club: Pick<ClubRow, 'region'>): number {
  return regionIdOfTitle(club.region);
}

/**
 * About two clubs in five are partner-organisation clubs (a fixed rule on the id, so that tests
 * and docs can name them): AMSF Lyon (1) belongs to Groupe La Poste.
 */
export function organizationIdOfClub(club: Pick<ClubRow, 'id'>): number | null {
  const slot = club.id % 10;
  if (slot === 1 || slot === 5) return 1;
  if (slot === 2) return 2;
  if (slot === 7) return 3;
  if (slot === 9) return 4;
  return null;
}

/**
 * Events and stages end on a date; yearly activities run the whole season. The catalogue has no
 * end date, so one is derived from the id: some events are over (before the season start).
 */
export function activityEndDate(activity: Pick<ActivityRow, 'id' | 'type'>): string | null {
  if (activity.type === 1) return null;
  const past = activity.id % 3 === 0;
  const month = String((activity.id % 9) + 1).padStart(2, '0');
  return past ? `2026-${month}-15` : `2027-${month}-15`;
}
