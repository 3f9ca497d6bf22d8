import { findActivity } from '../../../db/catalogue';
import { rowById } from '../../../db/queries';
import type { CategoryPriceRow, CategoryRow, MockDb } from '../../../db/types';
import { formatEuros } from '@/shared/lib/money';
import { heldLicence, licenceLevel } from './licences';

/** A price as the offers answer it (docs/openapi/main-api.yaml OfferPrice). */
export type OfferPriceBody = ReturnType<typeof offerPriceView>;

/** A relative's membership in the same club and season gives this family discount. */
export const familyDiscountAmount = 10;

function hasFamilyInClub(db: MockDb, profileId: number, clubId: number, seasonId: number) {
  const profile = db.profiles.find((item) => item.id === profileId);
  if (!profile) return false;
  const relatives = new Set(
    db.profiles
      .filter((item) => item.accountId === profile.accountId && item.id !== profileId)
      .map((item) => item.id),
  );
  return db.memberships.some(
    (membership) =>
      relatives.has(membership.profileId) &&
      membership.clubId === clubId &&
      membership.seasonId === seasonId,
  );
}

/**
 * One price as offered to a member. Prices include the licence of the category's level, so:
 * - discountDroitClub: a licence the member already paid this season (up to the included one);
 * - discount: the family discount for a yearly activity when a relative is a member of the club;
 * - priceAmount: what remains, never below 0. The club's promo is applied by the app.
 */
export function offerPriceView(
  db: MockDb,
  category: Readonly<CategoryRow>,
  price: Readonly<CategoryPriceRow>,
  profileId: number | undefined,
) {
  const activity = findActivity(db, Math.floor(category.id / 10));
  if (!activity) throw new Error(`Mock catalogue: no activity for category ${category.id}`);
  const season = rowById(db.seasons, price.seasonId, 'season');
  const included = licenceLevel(db, category.licenseLevelId);
  const held = heldLicence(db, profileId, price.seasonId);
  const droitClub = held && included ? Math.min(held.amount, included.amount, price.amount) : 0;
  const family =
    profileId !== undefined &&
    activity.type === 1 &&
    hasFamilyInClub(db, profileId, activity.clubId, price.seasonId)
      ? Math.min(familyDiscountAmount, price.amount - droitClub)
      : 0;
  return {
    priceId: price.id,
    priceName: price.title,
    initialPriceAmount: price.amount,
    priceAmount: Math.max(0, price.amount - droitClub - family),
    seasonId: price.seasonId,
    default: price.isDefault,
    discount: family > 0 ? { reason: 'Réduction famille', amount: family } : null,
    discountDroitClub:
      droitClub > 0 && held
        ? {
            reason: `${capitalised(held.title)} déjà réglée pour la saison ${season.title} (${formatEuros(held.amount)})`,
            amount: droitClub,
          }
        : null,
    activityCategory: {
      id: category.id,
      title: category.title,
      preSales: category.preSales,
      activity: {
        id: activity.id,
        title: activity.title,
        type: activity.type,
        clubId: activity.clubId,
      },
    },
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
