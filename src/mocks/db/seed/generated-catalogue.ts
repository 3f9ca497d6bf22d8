import { pickDistinct } from '../prng';
import type { SlotRow } from '../types';
import {
  activityTypes,
  dated,
  directSale,
  reviewedSale,
  weekly,
  yearlyFee,
  type ActivitySpec,
  type CategorySpec,
} from './catalogue-spec';
import { federalSeedOf, federalSeeds } from './federal-activities';
import { licenceLevelIds } from './reference';

/**
 * Activities, categories, prices and slots for every club but Lyon, drawn from a generator seeded
 * per club: the same club always gets the same data, whatever the number of clubs.
 */

type Random = () => number;

const streets = [
  'rue Victor Hugo',
  'avenue Jean Jaurès',
  'rue de la République',
  'boulevard Gambetta',
  'rue Pasteur',
  'rue Jules Ferry',
  'avenue du Général de Gaulle',
  'rue du Stade',
  'allée des Sports',
  'rue Jean Moulin',
  'chemin des Écoliers',
  'rue de la Libération',
  'place de la Mairie',
  'avenue de la Gare',
  'rue Louis Pergaud',
  'rue Pierre de Coubertin',
];

export function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function chance(probability: number, random: Random): boolean {
  return random() < probability;
}

export function streetAddress(random: Random): string {
  return `${1 + Math.floor(random() * 80)} ${pick(streets, random)}`;
}

const adultHours: [string, string][] = [
  ['18:00', '19:30'],
  ['19:00', '20:30'],
  ['20:00', '21:30'],
  ['12:15', '13:15'],
  ['09:30', '11:00'],
];
const youthHours: [string, string][] = [
  ['14:00', '15:30'],
  ['16:00', '17:30'],
  ['17:00', '18:30'],
  ['10:00', '11:30'],
];

function slotsFor(hours: [string, string][], youth: boolean, random: Random): SlotRow[] {
  const days = youth ? [2, 3, 5, 6] : [1, 2, 3, 4, 5, 6];
  const count = chance(0.45, random) ? 2 : 1;
  const weekdays = pickDistinct(days, count, random);
  const limited = chance(0.3, random);
  const places = limited ? 10 + Math.floor(random() * 16) : null;
  const bookingDays = limited && chance(0.4, random) ? pick([7, 14], random) : null;
  return weekdays
    .sort((a, b) => a - b)
    .map((weekday) => {
      const [start, end] = pick(hours, random);
      return weekly(weekday, start, end, { places, bookingDays });
    });
}

/** Sale modes in realistic proportions: most clubs review online requests. */
function saleMode(random: Random) {
  const draw = random();
  if (draw < 0.55) return reviewedSale;
  if (draw < 0.75) return directSale;
  if (draw < 0.9) return { ...reviewedSale, forSale: false };
  return { forSale: true, possiblePreRegistration: false, registrationWithoutValidation: false };
}

function capacity(random: Random) {
  if (chance(0.5, random)) return { maxRegistration: 0, soldPlaces: 0 };
  const maxRegistration = 15 + Math.floor(random() * 46);
  const soldPlaces = chance(0.06, random)
    ? maxRegistration
    : Math.floor(random() * maxRegistration);
  return { maxRegistration, soldPlaces };
}

function yearlyCategory(rank: number, youth: boolean, base: number, random: Random): CategorySpec {
  const amount = youth ? base - 40 : base;
  const prices = yearlyFee(amount);
  if (!youth && chance(0.25, random)) {
    prices.push({ title: 'Tarif réduit', amount: amount - 30, default: false });
  }
  const preSales = chance(0.1, random);
  return {
    rank,
    title: youth ? 'Jeunes (6-17 ans)' : 'Adultes',
    minAge: youth ? 6 : 18,
    maxAge: youth ? 17 : 0,
    marge: pick([0, 0, 3, 6], random),
    ...capacity(random),
    ...saleMode(random),
    infoDemand: chance(0.3, random),
    licenseLevelId: chance(0.25, random) ? licenceLevelIds.access : licenceLevelIds.premium,
    paymentSplit: pick([1, 1, 3, 3, 10], random),
    prices,
    ...(preSales
      ? { nextPrices: [{ title: 'Cotisation annuelle 2027/2028', amount: amount + 10 }] }
      : {}),
    slots: slotsFor(youth ? youthHours : adultHours, youth, random),
  };
}

export function yearlyActivity(federalId: number, town: Town, random: Random): ActivitySpec {
  const federal = federalSeedOf(federalId);
  const base = 120 + 5 * Math.floor(random() * 36);
  const categories = [yearlyCategory(1, false, base, random)];
  if (federal.youth) categories.push(yearlyCategory(2, true, base, random));
  return {
    title: federal.title,
    federalActivityId: federalId,
    image: chance(0.85, random),
    published: chance(0.95, random),
    address: {
      street: streetAddress(random),
      continued: federal.venue,
      zipCode: town.postalCode,
      city: town.city,
    },
    categories,
  };
}

const holidayWeeks: [string, string][] = [
  ['2027-02-22', '2027-02-26'],
  ['2027-04-19', '2027-04-23'],
  ['2027-07-05', '2027-07-09'],
];

export function stageActivity(federalId: number, town: Town, random: Random): ActivitySpec {
  const federal = federalSeedOf(federalId);
  const [from, to] = pick(holidayWeeks, random);
  return {
    title: `Stage de ${federal.title.toLowerCase()}`,
    federalActivityId: federalId,
    type: activityTypes.stage,
    image: chance(0.8, random),
    address: {
      street: streetAddress(random),
      continued: federal.venue,
      zipCode: town.postalCode,
      city: town.city,
    },
    categories: [
      {
        rank: 1,
        title: 'Tous publics',
        minAge: 8,
        maxAge: 0,
        maxRegistration: 12 + Math.floor(random() * 10),
        soldPlaces: Math.floor(random() * 10),
        forSale: true,
        possiblePreRegistration: false,
        registrationWithoutValidation: true,
        licenseLevelId: licenceLevelIds.premium,
        prices: [{ title: 'Semaine complète', amount: 60 + 5 * Math.floor(random() * 12) }],
        slots: [dated([1, 2, 3, 4, 5], from, to, '09:30', '16:30')],
      },
    ],
  };
}

const eventDays: string[] = ['2027-03-14', '2027-05-16', '2027-06-13', '2027-01-24'];

export function eventActivity(town: Town, random: Random): ActivitySpec {
  const date = pick(eventDays, random);
  const free = chance(0.5, random);
  const run = chance(0.5, random);
  return {
    title: run ? `Foulées ${town.of}` : `Fête du sport ${town.of}`,
    federalActivityId: run ? 18 : 32,
    type: activityTypes.event,
    address: {
      street: streetAddress(random),
      continued: run ? 'Départ devant la mairie' : 'Complexe sportif',
      zipCode: town.postalCode,
      city: town.city,
    },
    categories: [
      {
        rank: 1,
        title: free ? 'Participation libre' : 'Inscription',
        minAge: run ? 12 : 0,
        maxAge: 0,
        maxRegistration: 200,
        soldPlaces: Math.floor(random() * 150),
        forSale: true,
        possiblePreRegistration: false,
        registrationWithoutValidation: true,
        licenseLevelId: licenceLevelIds.event,
        prices: [{ title: 'Inscription', amount: free ? 0 : 5 + 5 * Math.floor(random() * 3) }],
        slots: [dated([7], date, date, '09:00', '12:00')],
      },
    ],
  };
}

/** What the generator needs to know of the club's town. */
export type Town = { city: string; postalCode: string; of: string };

const everyday = federalSeeds.filter((seed) => seed.id !== 32).map((seed) => seed.id);

/** Federal activities for a club: `count` distinct ones, or the given titles' ids. */
export function generatedActivitySpecs(
  town: Town,
  random: Random,
  federalIds: readonly number[] = pickDistinct(everyday, 2 + Math.floor(random() * 5), random),
  extras: { stage?: number; event?: boolean } = {
    ...(chance(0.12, random) ? { stage: pick(federalIds, random) } : {}),
    event: chance(0.1, random),
  },
): ActivitySpec[] {
  // The first activity is always published: every club shows at least one on the map.
  const specs = federalIds.map((id, index) => {
    const spec = yearlyActivity(id, town, random);
    return index === 0 ? { ...spec, published: true } : spec;
  });
  if (extras.stage !== undefined) specs.push(stageActivity(extras.stage, town, random));
  if (extras.event) specs.push(eventActivity(town, random));
  return specs;
}
