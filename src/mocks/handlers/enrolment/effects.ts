import { categoryIdOfPrice, findCategory, findPrice, takePlaces } from '../../db/catalogue';
import type { CheckoutRow, LicenceRow, MembershipRow, MockDb, OrderRow } from '../../db/types';
import { licenceLevel } from './rules/licences';

/** Writes shared by the order, provider and visitor handlers; call them inside updateMockDb. */

export function nextId(rows: readonly { id: number }[], floor: number): number {
  return rows.reduce((max, row) => Math.max(max, row.id), floor - 1) + 1;
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function createCheckout(
  db: MockDb,
  fields: Omit<CheckoutRow, 'id' | 'createdAt' | 'status'>,
): CheckoutRow {
  const checkout: CheckoutRow = {
    id: nextId(db.checkouts, 1),
    createdAt: nowIso(),
    status: 'OPEN',
    ...fields,
  };
  db.checkouts.push(checkout);
  return checkout;
}

/**
 * The member's licence for the season after this purchase: the one already held if at least as
 * good, otherwise a new one that every membership of the season now shares (an upgrade).
 */
function licenceAfter(db: MockDb, order: OrderRow, seasonId: number): LicenceRow | null {
  const season = db.memberships.filter(
    (membership) => membership.profileId === order.profileId && membership.seasonId === seasonId,
  );
  const held = season
    .map((membership) => membership.license)
    .filter((licence): licence is LicenceRow => licence !== null)
    .sort(
      (a, b) =>
        (licenceLevel(db, a.licenseLevelId)?.level ?? 9) -
        (licenceLevel(db, b.licenseLevelId)?.level ?? 9),
    )[0];
  const wanted = order.licenseLevelId === null ? undefined : licenceLevel(db, order.licenseLevelId);
  const heldLevel = held ? licenceLevel(db, held.licenseLevelId) : undefined;
  if (held && (!wanted || (heldLevel && heldLevel.level <= wanted.level))) return held;
  if (!wanted) return null;
  const ids = db.memberships.flatMap((membership) =>
    membership.license ? [{ id: membership.license.id }] : [],
  );
  const licence = { id: nextId(ids, 5001), number: null, licenseLevelId: wanted.id };
  for (const membership of season) membership.license = { ...licence };
  return licence;
}

/**
 * Paid: the order closes, a place is taken and the membership (or a new subscription) shows.
 * Returns that membership.
 */
export function payOrder(db: MockDb, order: OrderRow): MembershipRow {
  const price = findPrice(db, order.categoryPriceId);
  const category = findCategory(db, categoryIdOfPrice(order.categoryPriceId));
  if (!price || !category) throw new Error(`Mock database: order ${order.id} has no price`);
  order.status = 'PAID';
  order.confirmed = true;
  takePlaces(db, category.id, 1);
  const licence = licenceAfter(db, order, price.seasonId);
  const subscription = {
    id: nextId(
      db.memberships.flatMap((membership) => membership.subscriptions),
      8001,
    ),
    categoryId: category.id,
    categoryPriceId: price.id,
  };
  const existing = db.memberships.find(
    (membership) =>
      membership.profileId === order.profileId &&
      membership.activityId === category.activityId &&
      membership.seasonId === price.seasonId &&
      !membership.licenceOnly, // a premium pack's licence-only row names no activity
  );
  if (existing) {
    existing.subscriptions.push(subscription);
    return existing;
  }
  const membership: MembershipRow = {
    id: nextId(db.memberships, 7001),
    profileId: order.profileId,
    seasonId: price.seasonId,
    activityId: category.activityId,
    clubId: Math.floor(category.activityId / 100),
    end: null,
    license: licence && { ...licence },
    subscriptions: [subscription],
  };
  db.memberships.push(membership);
  return membership;
}

export function registerOfflineMembers(db: MockDb, ids: readonly number[]): void {
  const members = db.offlineMembers.filter(
    (member) => ids.includes(member.id) && member.status !== 'REGISTERED',
  );
  for (const member of members) member.status = 'REGISTERED';
  const first = members[0];
  if (first) takePlaces(db, first.categoryId, members.length);
}
