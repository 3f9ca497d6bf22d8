import { towns } from '../../db/seed/towns';
import type { MockDb } from '../../db/types';

/**
 * The address service's town search (`GET /search/?type=municipality`, docs/openapi/main-api.yaml
 * geocodeAddress), as api-adresse.data.gouv.fr answers it: the best town for the words typed,
 * placed at its centre, not at one of its clubs.
 */
export type TownPlace = { name: string; postcode: string; latitude: number; longitude: number };

/**
 * The centres (town halls, rounded) of the twelve towns of the first clubs (seed/clubs.ts), and
 * of Paris, which the seed's towns leave out.
 */
const cityCentres: readonly TownPlace[] = [
  { name: 'Paris', postcode: '75001', latitude: 48.8566, longitude: 2.3522 },
  { name: 'Lyon', postcode: '69001', latitude: 45.7676, longitude: 4.8345 },
  { name: 'Marseille', postcode: '13001', latitude: 43.2965, longitude: 5.3698 },
  { name: 'Toulouse', postcode: '31000', latitude: 43.6045, longitude: 1.444 },
  { name: 'Nantes', postcode: '44000', latitude: 47.2184, longitude: -1.5536 },
  { name: 'Lille', postcode: '59000', latitude: 50.6372, longitude: 3.0633 },
  { name: 'Bordeaux', postcode: '33000', latitude: 44.8378, longitude: -0.5792 },
  { name: 'Strasbourg', postcode: '67000', latitude: 48.5734, longitude: 7.7521 },
  { name: 'Rennes', postcode: '35000', latitude: 48.1113, longitude: -1.68 },
  { name: 'Montpellier', postcode: '34000', latitude: 43.6108, longitude: 3.8767 },
  { name: 'Nice', postcode: '06000', latitude: 43.7102, longitude: 7.262 },
  { name: 'Dijon', postcode: '21000', latitude: 47.322, longitude: 5.0415 },
  { name: 'Grenoble', postcode: '38000', latitude: 45.1885, longitude: 5.7245 },
];

const normalised = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function knownTowns(db: MockDb): TownPlace[] {
  const fromTowns = towns.map(([name, postcode, , , latitude, longitude]) => ({
    name,
    postcode,
    latitude,
    longitude,
  }));
  const fromClubs = db.clubs.map((club) => ({
    name: club.city,
    postcode: club.postalCode,
    latitude: club.latitude,
    longitude: club.longitude,
  }));
  const seen = new Set<string>();
  return [...cityCentres, ...fromTowns, ...fromClubs].filter((town) => {
    const key = normalised(town.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * How well a town answers the words: 3 its name or postal code exactly, 2 its name among the
 * words ('Lyon 69003'), 1 its name starting with them (a name being typed), 0 not at all.
 */
function score(town: TownPlace, wanted: string): number {
  const name = normalised(town.name);
  if (name === wanted || town.postcode === wanted) return 3;
  if (` ${wanted} `.includes(` ${name} `) || ` ${wanted} `.includes(` ${town.postcode} `)) return 2;
  return name.startsWith(wanted) ? 1 : 0;
}

/** The best town for the query, or undefined when none fits. */
export function geocodeTown(db: MockDb, query: string): TownPlace | undefined {
  const wanted = normalised(query);
  if (!wanted) return undefined;
  return knownTowns(db)
    .map((town) => ({ town, score: score(town, wanted) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || b.town.name.length - a.town.name.length)[0]?.town;
}
