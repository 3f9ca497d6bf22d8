import type { ActivityRow, CategoryPriceRow, CategoryRow, SlotRow } from '../types';
import { activityImageOf, federalSeedOf } from './federal-activities';
import { seasonIds } from './reference';

export const activityTypes = { yearly: 1, stage: 2, event: 3 } as const;

export type PriceSpec = { title: string; amount: number; default?: boolean };

/** How a category sells, the three flags that go together: the club reviews each online request. */
export const reviewedSale = {
  forSale: true,
  possiblePreRegistration: true,
  registrationWithoutValidation: false,
} as const;

/** Sold online and registered at once, with no review by the club. */
export const directSale = {
  forSale: true,
  possiblePreRegistration: false,
  registrationWithoutValidation: true,
} as const;

/** The usual price of a yearly category. */
export const yearlyFee = (amount: number): PriceSpec[] => [
  { title: 'Cotisation annuelle', amount },
];

/** A category as written in a seed; ids follow from the activity id and the rank. */
export type CategorySpec = {
  rank: number;
  title: string;
  minAge: number;
  maxAge: number;
  marge?: number;
  maxRegistration?: number;
  soldPlaces?: number;
  forSale: boolean;
  possiblePreRegistration: boolean;
  registrationWithoutValidation: boolean;
  infoDemand?: boolean;
  licenseLevelId: number;
  paymentSplit?: number;
  /** Prices of the current season (2026/2027). */
  prices: PriceSpec[];
  /** Prices of the next season (2027/2028): the category is on pre-sale. */
  nextPrices?: PriceSpec[];
  /** An archived price of the previous season, for last season's memberships. */
  previousPrice?: PriceSpec;
  slots?: SlotRow[];
};

export type ActivitySpec = {
  title: string;
  federalActivityId: number;
  type?: number;
  /** false: no picture, the app shows its fallback. */
  image?: boolean;
  published?: boolean;
  description?: string;
  address?: { street: string; continued?: string; zipCode: string; city: string };
  position?: { latitude: number; longitude: number };
  website?: string;
  stageDroitsOmnisport?: boolean;
  categories: CategorySpec[];
};

/** Ids are derived (club × 100 + rank) so that people and orders can point at them. */
export function activityIdFor(clubId: number, rank: number): number {
  return clubId * 100 + rank;
}

export function categoryIdOf(activityId: number, rank: number): number {
  return activityId * 10 + rank;
}

/** Current-season prices get 1…4, next-season 5…8, the archived previous-season price 9. */
export function priceIdOf(categoryId: number, rank = 1): number {
  return categoryId * 10 + rank;
}

export const previousPriceRank = 9;
export const nextSeasonFirstPriceRank = 5;

export type Catalogue = {
  activities: ActivityRow[];
  categories: CategoryRow[];
  categoryPrices: CategoryPriceRow[];
};

export function emptyCatalogue(): Catalogue {
  return { activities: [], categories: [], categoryPrices: [] };
}

/** Turns one club's written activities into rows, appended to `into`. */
export function addClubCatalogue(into: Catalogue, clubId: number, specs: ActivitySpec[]): void {
  specs.forEach((spec, index) => {
    const id = activityIdFor(clubId, index + 1);
    into.activities.push(activityRow(clubId, id, spec));
    for (const category of spec.categories) {
      const categoryId = categoryIdOf(id, category.rank);
      into.categories.push(categoryRow(id, categoryId, category));
      into.categoryPrices.push(...priceRows(categoryId, category));
    }
  });
}

function activityRow(clubId: number, id: number, spec: ActivitySpec): ActivityRow {
  const type = spec.type ?? activityTypes.yearly;
  return {
    id,
    clubId,
    title: spec.title,
    type,
    imageUrl: spec.image === false ? null : activityImageOf(spec.federalActivityId),
    federalActivityId: spec.federalActivityId,
    description: spec.description ?? null,
    address: spec.address?.street ?? null,
    addressContinued: spec.address?.continued ?? null,
    zipCode: spec.address?.zipCode ?? null,
    city: spec.address?.city ?? null,
    latitude: spec.position?.latitude ?? null,
    longitude: spec.position?.longitude ?? null,
    addressWebsite: spec.website ?? null,
    publishedOnMemberPortal: spec.published ?? true,
    stageDroitsOmnisport: spec.stageDroitsOmnisport ?? type === activityTypes.stage,
    risky: federalSeedOf(spec.federalActivityId).risky,
  };
}

function categoryRow(activityId: number, id: number, spec: CategorySpec): CategoryRow {
  return {
    id,
    activityId,
    title: spec.title,
    minAge: spec.minAge,
    maxAge: spec.maxAge,
    marge: spec.marge ?? 0,
    maxRegistration: spec.maxRegistration ?? 0,
    soldPlaces: spec.soldPlaces ?? 0,
    forSale: spec.forSale,
    possiblePreRegistration: spec.possiblePreRegistration,
    registrationWithoutValidation: spec.registrationWithoutValidation,
    preSales: (spec.nextPrices?.length ?? 0) > 0,
    infoDemand: spec.infoDemand ?? false,
    licenseLevelId: spec.licenseLevelId,
    paymentSplit: spec.paymentSplit ?? 1,
    slots: spec.slots ?? [],
  };
}

function priceRows(categoryId: number, spec: CategorySpec): CategoryPriceRow[] {
  const season = (prices: PriceSpec[], seasonId: number, firstRank: number) =>
    prices.map((price, index) => ({
      id: priceIdOf(categoryId, firstRank + index),
      categoryId,
      seasonId,
      title: price.title,
      amount: price.amount,
      isDefault: price.default ?? index === 0,
    }));
  return [
    ...(spec.previousPrice
      ? season([spec.previousPrice], seasonIds.previous, previousPriceRank)
      : []),
    ...season(spec.prices, seasonIds.current, 1),
    ...season(spec.nextPrices ?? [], seasonIds.next, nextSeasonFirstPriceRank),
  ];
}

/** A weekly slot over the whole season. */
export function weekly(
  weekday: number,
  start: string,
  end: string,
  options: Partial<Omit<SlotRow, 'weekdays' | 'start' | 'end'>> = {},
): SlotRow {
  return {
    weekdays: [weekday],
    start,
    end,
    from: null,
    to: null,
    places: null,
    bookingDays: null,
    description: null,
    ...options,
  };
}

/** Every day of a date range (a stage) or a single date (an event). */
export function dated(
  weekdays: number[],
  from: string,
  to: string,
  start: string,
  end: string,
  options: Partial<Pick<SlotRow, 'places' | 'bookingDays' | 'description'>> = {},
): SlotRow {
  return {
    weekdays,
    start,
    end,
    from,
    to,
    places: null,
    bookingDays: null,
    description: null,
    ...options,
  };
}
