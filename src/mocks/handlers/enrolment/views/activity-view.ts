import {
  categoriesOfActivity,
  findClub,
  isFull,
  pricesOfCategory,
  soldPlacesOf,
} from '../../../db/catalogue';
import { federalSeedOf } from '../../../db/seed/federal-activities';
import type { ActivityRow, CategoryPriceRow, CategoryRow, MockDb } from '../../../db/types';
import { seasonRefView } from '../../views/refs';
import { nextSessionsOfSeason } from '../rules/sessions';

/** A category as the activity answers it (docs/openapi/main-api.yaml ActivityCategory). */
export type CategoryBody = ReturnType<typeof categoryView>;

function priceView(db: MockDb, price: Readonly<CategoryPriceRow>) {
  return {
    id: price.id,
    season: seasonRefView(db, price.seasonId),
    title: price.title,
    totalAmount: price.amount,
  };
}

/** Prices of the current season and later: archived prices only back old memberships. */
export function sellablePrices(db: MockDb, categoryId: number) {
  const current = db.seasons.find((season) => season.current)?.id ?? 0;
  return pricesOfCategory(db, categoryId).filter((price) => price.seasonId >= current);
}

export function categoryView(db: MockDb, category: Readonly<CategoryRow>, today: number) {
  return {
    id: category.id,
    title: category.title,
    full: isFull(db, category),
    forSale: category.forSale,
    possiblePreRegistration: category.possiblePreRegistration,
    registrationWithoutValidation: category.registrationWithoutValidation,
    preSales: category.preSales,
    maxRegistration: category.maxRegistration,
    soldPlaces: soldPlacesOf(db, category),
    infoDemand: category.infoDemand,
    minAge: category.minAge,
    maxAge: category.maxAge,
    marge: category.marge,
    licenseLevel: { id: category.licenseLevelId },
    paymentSplit: category.paymentSplit,
    activityCategoryPrices: sellablePrices(db, category.id).map((price) => priceView(db, price)),
    categoriesSessionsForCurrentSeason: nextSessionsOfSeason(db, category, today),
  };
}

/** Null address parts fall back on the club's; a null description on the federal one. */
export function activityView(db: MockDb, activity: Readonly<ActivityRow>, today: number) {
  const club = findClub(db, activity.clubId);
  const ownAddress = activity.address !== null;
  return {
    id: activity.id,
    clubId: activity.clubId,
    title: activity.title,
    description: activity.description ?? federalSeedOf(activity.federalActivityId).description,
    address: activity.address ?? club?.address ?? null,
    addressContinued: activity.addressContinued,
    zipCode: ownAddress ? activity.zipCode : (club?.postalCode ?? null),
    city: ownAddress ? activity.city : (club?.city ?? null),
    addressWebsite: activity.addressWebsite,
    imageUrl: activity.imageUrl,
    type: activity.type,
    federalActivityId: activity.federalActivityId,
    stageDroitsOmnisport: activity.stageDroitsOmnisport,
    publishedOnMemberPortal: activity.publishedOnMemberPortal,
    activityCategories: categoriesOfActivity(db, activity.id).map((category) =>
      categoryView(db, category, today),
    ),
  };
}
