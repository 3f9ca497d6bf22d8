import type { Activity, ActivityCategory, CategoryPrice } from '../../api/activity';
import { seasonTitleOf } from '@/shared/session/rules/seasons';
import { hasNoPlaceLeft } from '../../rules/registration';
import { countOf } from '@/shared/lib/french';

export function agesLabel(category: Pick<ActivityCategory, 'minAge' | 'maxAge'>): string {
  const { minAge, maxAge } = category;
  if (minAge > 0 && maxAge > 0) return `De ${minAge} à ${maxAge} ans`;
  if (minAge > 0) return `À partir de ${minAge} ans`;
  if (maxAge > 0) return `Jusqu'à ${maxAge} ans`;
  return 'Tous âges';
}

export function placesLabel(
  category: Pick<ActivityCategory, 'full' | 'maxRegistration' | 'soldPlaces'>,
): string {
  if (hasNoPlaceLeft(category)) return 'Complet';
  if (category.maxRegistration === 0) return 'Places illimitées';
  const left = category.maxRegistration - category.soldPlaces;
  return `${countOf(left, 'place disponible', 'places disponibles')} sur ${category.maxRegistration}`;
}

/**
 * The categories a visitor may register to: none for an activity that is not published on the
 * member portal, and only categories with a price ('Cette activité est indisponible' otherwise).
 */
export function offeredCategories(
  activity: Pick<Activity, 'publishedOnMemberPortal'>,
  categories: readonly ActivityCategory[],
): ActivityCategory[] {
  if (!activity.publishedOnMemberPortal) return [];
  return categories.filter((category) => category.activityCategoryPrices.length > 0);
}

export const unavailableMessage = 'Cette activité est indisponible';

/**
 * An activity another club owns, reached under this club's address: shown as unknown. Without
 * its designed clubId (docs/openapi), an activity belongs to the club of the route.
 */
export function isOtherClubsActivity(activity: { clubId?: number }, clubId: number): boolean {
  return activity.clubId !== undefined && activity.clubId !== clubId;
}

/**
 * The price of the current season: the session's current season for members, the season of
 * today's date for visitors, else the first price.
 */
export function currentSeasonPrice(
  prices: readonly CategoryPrice[],
  context: { currentSeasonId?: number; today: Date },
): CategoryPrice | undefined {
  const { currentSeasonId, today } = context;
  const bySeasonId =
    currentSeasonId === undefined
      ? undefined
      : prices.find((price) => price.season.id === currentSeasonId);
  const title = seasonTitleOf(today);
  return bySeasonId ?? prices.find((price) => price.season.title === title) ?? prices[0];
}

type AddressParts = Pick<Activity, 'address' | 'addressContinued' | 'zipCode' | 'city'>;

const joined = (parts: (string | null)[], separator: string) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);

/** '18 rue Servient, Bâtiment B, 69003 Lyon': what is known of the activity's address. */
export function activityAddress(activity: AddressParts): string {
  const town = joined([activity.zipCode, activity.city], ' ');
  return joined([activity.address, activity.addressContinued, town], ', ');
}

/**
 * What the geocoder is asked: street, postcode and town. The address complement (a building,
 * a gym's name) is left out: address services do not know it and it spoils the match.
 */
export function geocodingQuery(activity: AddressParts): string {
  return joined([activity.address, activity.zipCode, activity.city], ' ');
}
