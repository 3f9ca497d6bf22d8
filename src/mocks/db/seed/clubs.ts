import { seededRandom } from '../prng';
import type { ClubRow } from '../types';
import {
  activityTypes,
  addClubCatalogue,
  emptyCatalogue,
  type ActivitySpec,
  type Catalogue,
} from './catalogue-spec';
import { federalIdOfTitle, slugOf } from './federal-activities';
import {
  chance,
  eventActivity,
  generatedActivitySpecs,
  pick,
  stageActivity,
  streetAddress,
  yearlyActivity,
  type Town,
} from './generated-catalogue';
import { lyonActivities, lyonSettlement } from './lyon';
import { towns } from './towns';

export { categoryIdOf, priceIdOf } from './catalogue-spec';

type HandClub = Pick<
  ClubRow,
  | 'id'
  | 'title'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'departmentCode'
  | 'region'
  | 'latitude'
  | 'longitude'
> & {
  hasLogo: boolean;
  phonePrefix: string;
  /** Titles (yearly) or [title, type, federal activity id] for stages and events. */
  activities: (string | [string, number, number])[];
  site: string | null;
  helloassoClubSlug: string | null;
  absorbsFees: boolean;
};

const { stage, event } = activityTypes;

/** The first twelve clubs: real towns and coordinates; their ids are used across the tests. */
const handClubs: HandClub[] = [
  {
    id: 1,
    title: 'AMSF Lyon',
    hasLogo: true,
    address: '18 rue Servient',
    postalCode: '69003',
    city: 'Lyon',
    departmentCode: '69',
    region: 'Auvergne-Rhône-Alpes',
    latitude: 45.7603,
    longitude: 4.852,
    phonePrefix: '0478',
    activities: [],
    site: 'https://lyon.amsf.example.fr',
    helloassoClubSlug: 'amsf-lyon',
    absorbsFees: false,
  },
  {
    id: 2,
    title: 'AMSF Marseille',
    hasLogo: true,
    address: '42 boulevard Longchamp',
    postalCode: '13001',
    city: 'Marseille',
    departmentCode: '13',
    region: "Provence-Alpes-Côte d'Azur",
    latitude: 43.303,
    longitude: 5.3925,
    phonePrefix: '0491',
    activities: ['Voile', 'Natation', 'Football', 'Plongée', ["Stage de voile d'été", stage, 9]],
    site: 'https://marseille.amsf.example.fr',
    helloassoClubSlug: null,
    absorbsFees: true,
  },
  {
    id: 3,
    title: 'AMSF Toulouse',
    hasLogo: false,
    address: '9 allée Jean Jaurès',
    postalCode: '31000',
    city: 'Toulouse',
    departmentCode: '31',
    region: 'Occitanie',
    latitude: 43.6069,
    longitude: 1.449,
    phonePrefix: '0561',
    activities: ['Randonnée', 'Rugby', 'Badminton', 'Yoga'],
    site: null,
    helloassoClubSlug: null,
    absorbsFees: false,
  },
  {
    id: 4,
    title: 'AMSF Nantes',
    hasLogo: true,
    address: '6 quai de la Fosse',
    postalCode: '44000',
    city: 'Nantes',
    departmentCode: '44',
    region: 'Pays de la Loire',
    latitude: 47.2103,
    longitude: -1.5644,
    phonePrefix: '0240',
    activities: ['Tennis', 'Gymnastique', 'Escalade', 'Course à pied'],
    site: 'https://nantes.amsf.example.fr',
    helloassoClubSlug: 'amsf-nantes',
    absorbsFees: true,
  },
  {
    id: 5,
    title: 'AMSF Lille',
    hasLogo: false,
    address: '31 rue Nationale',
    postalCode: '59000',
    city: 'Lille',
    departmentCode: '59',
    region: 'Hauts-de-France',
    latitude: 50.6357,
    longitude: 3.0586,
    phonePrefix: '0320',
    activities: ['Football', 'Basket-ball', 'Boxe', 'Natation'],
    site: 'https://lille.amsf.example.fr',
    helloassoClubSlug: null,
    absorbsFees: false,
  },
  {
    id: 6,
    title: 'AMSF Bordeaux',
    hasLogo: true,
    address: "15 cours de l'Intendance",
    postalCode: '33000',
    city: 'Bordeaux',
    departmentCode: '33',
    region: 'Nouvelle-Aquitaine',
    latitude: 44.8418,
    longitude: -0.5755,
    phonePrefix: '0556',
    activities: ['Aviron', 'Escalade', 'Yoga', 'Tennis'],
    site: 'https://bordeaux.amsf.example.fr',
    helloassoClubSlug: 'amsf-bordeaux',
    absorbsFees: false,
  },
  {
    id: 7,
    title: 'AMSF Strasbourg',
    hasLogo: false,
    address: '4 place Kléber',
    postalCode: '67000',
    city: 'Strasbourg',
    departmentCode: '67',
    region: 'Grand Est',
    latitude: 48.5834,
    longitude: 7.7458,
    phonePrefix: '0388',
    activities: [
      'Handball',
      'Tennis de table',
      'Randonnée',
      ['Marche de Noël solidaire', event, 28],
    ],
    site: 'https://strasbourg.amsf.example.fr',
    helloassoClubSlug: null,
    absorbsFees: true,
  },
  {
    id: 8,
    title: 'AMSF Rennes',
    hasLogo: true,
    address: '12 rue de Saint-Malo',
    postalCode: '35000',
    city: 'Rennes',
    departmentCode: '35',
    region: 'Bretagne',
    latitude: 48.1146,
    longitude: -1.6813,
    phonePrefix: '0299',
    activities: ['Badminton', 'Volley-ball', 'Judo', 'Course à pied'],
    site: 'https://rennes.amsf.example.fr',
    helloassoClubSlug: 'amsf-rennes',
    absorbsFees: false,
  },
  {
    id: 9,
    title: 'AMSF Montpellier',
    hasLogo: false,
    address: '7 rue Foch',
    postalCode: '34000',
    city: 'Montpellier',
    departmentCode: '34',
    region: 'Occitanie',
    latitude: 43.611,
    longitude: 3.873,
    phonePrefix: '0467',
    activities: ['Natation', 'Volley-ball', 'Danse', 'Cyclisme'],
    site: 'https://montpellier.amsf.example.fr',
    helloassoClubSlug: null,
    absorbsFees: false,
  },
  {
    id: 10,
    title: 'AMSF Nice',
    hasLogo: true,
    address: '20 avenue Jean Médecin',
    postalCode: '06000',
    city: 'Nice',
    departmentCode: '06',
    region: "Provence-Alpes-Côte d'Azur",
    latitude: 43.7034,
    longitude: 7.2663,
    phonePrefix: '0493',
    activities: ['Plongée', 'Voile', 'Pétanque', 'Tennis'],
    site: 'https://nice.amsf.example.fr',
    helloassoClubSlug: 'amsf-nice',
    absorbsFees: true,
  },
  {
    id: 11,
    title: 'AMSF Dijon',
    hasLogo: false,
    address: '3 rue de la Liberté',
    postalCode: '21000',
    city: 'Dijon',
    departmentCode: '21',
    region: 'Bourgogne-Franche-Comté',
    latitude: 47.3222,
    longitude: 5.0398,
    phonePrefix: '0380',
    activities: ['Cyclisme', 'Gymnastique', 'Judo', "Tir à l'arc"],
    site: 'https://dijon.amsf.example.fr',
    helloassoClubSlug: null,
    absorbsFees: false,
  },
  {
    id: 12,
    title: 'AMSF Grenoble',
    hasLogo: true,
    address: '10 cours Berriat',
    postalCode: '38000',
    city: 'Grenoble',
    departmentCode: '38',
    region: 'Auvergne-Rhône-Alpes',
    latitude: 45.1881,
    longitude: 5.7155,
    phonePrefix: '0476',
    activities: ['Escalade', 'Ski alpin', 'Randonnée', ["Stage d'alpinisme", stage, 17]],
    site: 'https://grenoble.amsf.example.fr',
    helloassoClubSlug: 'amsf-grenoble',
    absorbsFees: true,
  },
];

export const firstGeneratedClubId = handClubs.length + 1;

/** 'de Nevers', "d'Angers", 'du Havre', 'des Abymes': French elision before a town's name. */
export function ofTown(city: string): string {
  if (city.startsWith('Le ')) return `du ${city.slice(3)}`;
  if (city.startsWith('Les ')) return `des ${city.slice(4)}`;
  if (/^[AEIOUYÉÈÊÎÔ]/i.test(city)) return `d'${city}`;
  return `de ${city}`;
}

const titlePatterns = [
  'Union sportive',
  'Amicale multisport',
  'Entente sportive',
  'Cercle omnisports',
  'Association sportive',
  'Foyer laïque',
];

export function clubTitle(city: string, random: () => number): string {
  return chance(0.55, random) ? `AMSF ${city}` : `${pick(titlePatterns, random)} ${ofTown(city)}`;
}

/** Area codes by region (the first digits of French landline numbers). */
export function phonePrefixOf(region: string, department: string): string {
  const overseas: Record<string, string> = {
    '971': '0590',
    '972': '0596',
    '973': '0594',
    '974': '0262',
    '976': '0269',
  };
  if (overseas[department]) return overseas[department];
  if (region === 'Île-de-France') return '01';
  if (['Normandie', 'Bretagne', 'Pays de la Loire', 'Centre-Val de Loire'].includes(region)) {
    return '02';
  }
  if (['Hauts-de-France', 'Grand Est', 'Bourgogne-Franche-Comté'].includes(region)) return '03';
  if (region === 'Nouvelle-Aquitaine') return '05';
  if (region === 'Occitanie' && !['11', '30', '34', '48', '66'].includes(department)) return '05';
  return '04';
}

export function phoneNumber(prefix: string, id: number): string {
  return `${prefix}${String(10000000 + id * 7331).slice(-(10 - prefix.length))}`;
}

/** Settlement HTML for the clubs that publish rules. */
export function genericSettlement(title: string): string {
  return [
    `<h2>Règlement intérieur – ${title}</h2>`,
    "<p>Chaque adhérent s'engage à respecter les encadrants, les autres adhérents et les équipements.</p>",
    '<p>La cotisation reste acquise au club pour la saison, sauf raison médicale justifiée.</p>',
  ].join('');
}

export const genericLogoCount = 6;

export function clubRandom(clubId: number): () => number {
  return seededRandom(clubId * 7919 + 2026);
}

function handClubRow(club: HandClub): ClubRow {
  const { hasLogo, phonePrefix, activities: _activities, ...fields } = club;
  // Lyon's rules must be accepted; Bordeaux publishes rules without requiring it.
  const settlements: Record<number, string> = {
    1: lyonSettlement,
    6: genericSettlement(club.title),
  };
  return {
    ...fields,
    logoUrl: hasLogo ? `/mock-media/clubs/${slugOf(club.title)}.svg` : null,
    email: `contact.${slugOf(club.city)}@amsf.example.fr`,
    phone: `${phonePrefix}${String(100000 + club.id * 7331).slice(-6)}`,
    settlement: settlements[club.id] ?? null,
    settlementRequired: club.id === 1,
  };
}

function generatedClubRow(index: number): ClubRow {
  const [city, postalCode, departmentCode, region, latitude, longitude] = towns[index] ?? [];
  if (
    !city ||
    !postalCode ||
    !departmentCode ||
    !region ||
    latitude === undefined ||
    longitude === undefined
  ) {
    throw new Error(`Seed: no town ${index}`);
  }
  const id = firstGeneratedClubId + index;
  const random = clubRandom(id);
  const title = clubTitle(city, random);
  const slug = slugOf(title);
  const settlement = chance(0.3, random) ? genericSettlement(title) : null;
  return {
    id,
    title,
    logoUrl: chance(0.4, random)
      ? `/mock-media/clubs/logo-${1 + Math.floor(random() * genericLogoCount)}.svg`
      : null,
    site: chance(0.8, random) ? `https://${slug}.clubs.example.fr` : null,
    address: streetAddress(random),
    postalCode,
    city,
    departmentCode,
    region,
    // A club sits near, not exactly on, the town hall.
    latitude: Math.round((latitude + (random() - 0.5) * 0.01) * 1e5) / 1e5,
    longitude: Math.round((longitude + (random() - 0.5) * 0.01) * 1e5) / 1e5,
    email: `contact@${slug}.clubs.example.fr`,
    phone: phoneNumber(phonePrefixOf(region, departmentCode), id),
    settlement,
    settlementRequired: settlement !== null && chance(0.4, random),
    helloassoClubSlug: chance(0.4, random) ? slug : null,
    absorbsFees: chance(0.5, random),
  };
}

export function seedClubs(): ClubRow[] {
  return [...handClubs.map(handClubRow), ...towns.map((_town, index) => generatedClubRow(index))];
}

function handClubSpecs(club: HandClub): ActivitySpec[] {
  if (club.id === 1) return lyonActivities;
  const random = clubRandom(club.id);
  const town: Town = { city: club.city, postalCode: club.postalCode, of: ofTown(club.city) };
  return club.activities.map((item) => {
    if (typeof item === 'string') return yearlyActivity(federalIdOfTitle(item), town, random);
    const [title, type, federalId] = item;
    const spec =
      type === stage ? stageActivity(federalId, town, random) : eventActivity(town, random);
    return { ...spec, title, federalActivityId: federalId };
  });
}

/** Activities, categories and prices of every seeded club. */
export function seedCatalogue(clubs: readonly ClubRow[]): Catalogue {
  const catalogue = emptyCatalogue();
  for (const club of handClubs) addClubCatalogue(catalogue, club.id, handClubSpecs(club));
  for (const club of clubs.filter((item) => item.id >= firstGeneratedClubId)) {
    const random = clubRandom(club.id * 31);
    const town: Town = { city: club.city, postalCode: club.postalCode, of: ofTown(club.city) };
    addClubCatalogue(catalogue, club.id, generatedActivitySpecs(town, random));
  }
  return catalogue;
}

/** The id of a hand-written club's activity, by title (people and orders point at them). */
export function activityIdOf(clubId: number, title: string): number {
  const club = handClubs.find((item) => item.id === clubId);
  const titles =
    clubId === 1
      ? lyonActivities.map((spec) => spec.title)
      : (club?.activities ?? []).map((item) => (typeof item === 'string' ? item : item[0]));
  const rank = titles.indexOf(title);
  if (rank < 0) throw new Error(`Seed: no activity '${title}' in club ${clubId}`);
  return clubId * 100 + rank + 1;
}

export const categoryRank = { adults: 1, youth: 2 } as const;
