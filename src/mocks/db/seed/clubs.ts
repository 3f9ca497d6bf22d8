import type { ActivityRow, CategoryPriceRow, CategoryRow, ClubRow } from '../types';
import { seededRandom } from '../prng';

type ClubSeed = Omit<ClubRow, 'email' | 'phone' | 'logoUrl'> & {
  hasLogo: boolean;
  phonePrefix: string;
  activities: (string | [string, number])[];
};

const yearly = 1;
const stage = 2;
const event = 3;

/** Real towns and coordinates; activities as [title, type] when not yearly. */
const clubSeeds: ClubSeed[] = [
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
    activities: [
      'Natation',
      'Yoga',
      'Judo',
      'Aquagym',
      'Pilates',
      'Tennis de table',
      'Cross training',
      'Basket-ball',
      ['Course des Lumières', event],
    ],
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
    activities: ['Voile', 'Natation', 'Football', 'Plongée', ["Stage de voile d'été", stage]],
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
    activities: ['Handball', 'Tennis de table', 'Randonnée', ['Marche de Noël solidaire', event]],
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
    activities: ['Escalade', 'Ski alpin', 'Randonnée', ["Stage d'alpinisme", stage]],
  },
];

const youthActivities = new Set([
  'Natation',
  'Judo',
  'Football',
  'Basket-ball',
  'Tennis',
  'Tennis de table',
  'Gymnastique',
  'Escalade',
  'Badminton',
  'Rugby',
  'Handball',
  'Voile',
  'Danse',
]);

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function seedClubs(): ClubRow[] {
  return clubSeeds.map(({ hasLogo, phonePrefix, activities: _activities, ...club }) => ({
    ...club,
    logoUrl: hasLogo ? `/mock-media/clubs/${slugOf(club.title)}.svg` : null,
    email: `contact.${slugOf(club.city)}@amsf.example.fr`,
    phone: `${phonePrefix}${String(100000 + club.id * 7331).slice(-6)}`,
  }));
}

/** Ids are derived (club × 100 + rank) so that people and orders can point at them. */
export function activityIdOf(clubId: number, title: string): number {
  const club = clubSeeds.find((seed) => seed.id === clubId);
  const rank =
    club?.activities.findIndex((item) => (typeof item === 'string' ? item : item[0]) === title) ??
    -1;
  if (rank < 0) throw new Error(`Seed: no activity '${title}' in club ${clubId}`);
  return clubId * 100 + rank + 1;
}

export const categoryRank = { adults: 1, youth: 2 } as const;

export function categoryIdOf(activityId: number, rank: number): number {
  return activityId * 10 + rank;
}

export function priceIdOf(categoryId: number): number {
  return categoryId * 10 + 1;
}

export function seedActivities(): ActivityRow[] {
  return clubSeeds.flatMap((club) =>
    club.activities.map((item, index) => {
      const [title, type] = typeof item === 'string' ? [item, yearly] : item;
      return { id: club.id * 100 + index + 1, clubId: club.id, title, type, imageUrl: null };
    }),
  );
}

export function seedCategories(activities: readonly ActivityRow[]): CategoryRow[] {
  return activities.flatMap((activity) => {
    if (activity.type !== yearly) {
      return [
        {
          id: categoryIdOf(activity.id, categoryRank.adults),
          activityId: activity.id,
          title: 'Tous publics',
          minAge: 8,
          maxAge: 99,
        },
      ];
    }
    const adults = {
      id: categoryIdOf(activity.id, categoryRank.adults),
      activityId: activity.id,
      title: 'Adultes',
      minAge: 18,
      maxAge: 99,
    };
    if (!youthActivities.has(activity.title)) return [adults];
    return [
      adults,
      {
        id: categoryIdOf(activity.id, categoryRank.youth),
        activityId: activity.id,
        title: 'Jeunes (6-17 ans)',
        minAge: 6,
        maxAge: 17,
      },
    ];
  });
}

export function seedCategoryPrices(
  categories: readonly CategoryRow[],
  activities: readonly ActivityRow[],
): CategoryPriceRow[] {
  const random = seededRandom(2026);
  return categories.map((category) => {
    const activity = activities.find((item) => item.id === category.activityId);
    const isYearly = activity?.type === yearly;
    const base = isYearly ? 120 + 5 * Math.floor(random() * 36) : 15 + 5 * Math.floor(random() * 6);
    const amount = category.maxAge < 18 ? base - 40 : base;
    return {
      id: priceIdOf(category.id),
      categoryId: category.id,
      title: isYearly ? 'Cotisation annuelle' : 'Inscription',
      amount,
    };
  });
}
