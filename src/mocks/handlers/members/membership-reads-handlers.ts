import { findActivity, findCategory, findClub, findPrice } from '../../db/catalogue';
import type { MockDb, ProfileRow } from '../../db/types';
import { folded } from '../admin/staff-queries';
import { ownProfile } from '../profile-access';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { profileView } from '../views/profile-view';

/** A person by address and name, as the pre-registration call names them. */
function personOf(db: MockDb, email: string, lastname: string, firstname: string) {
  const accountIds = new Set(
    db.accounts.filter((account) => folded(account.email) === folded(email)).map(({ id }) => id),
  );
  return db.profiles.find(
    (profile: ProfileRow) =>
      (accountIds.has(profile.accountId) || folded(profile.email ?? '') === folded(email)) &&
      folded(profile.lastname) === folded(lastname) &&
      folded(profile.firstname) === folded(firstname),
  );
}

/** The person's pending requests at the club, by club: Profile.preinscriptions' shape. */
function preRegistrationsOf(db: MockDb, profileId: number) {
  const byClub = new Map<number, { club: { id: number; title: string }; titles: string[] }>();
  for (const order of db.orders) {
    if (order.profileId !== profileId || order.status !== 'PENDING_DEMAND') continue;
    if (order.ePaymentMethodId !== null) continue;
    const price = findPrice(db, order.categoryPriceId);
    const category = price && findCategory(db, price.categoryId);
    const activity = category && findActivity(db, category.activityId);
    const club = activity && findClub(db, activity.clubId);
    if (!activity || !club) continue;
    const entry = byClub.get(club.id) ?? { club: { id: club.id, title: club.title }, titles: [] };
    if (!entry.titles.includes(activity.title)) entry.titles.push(activity.title);
    byClub.set(club.id, entry);
  }
  return [...byClub.values()].map(({ club, titles }) => ({ club, activities: titles.join(',') }));
}

/**
 * Three reads the spec gives without their answers (docs/openapi/main-api.yaml
 * getPreInscriptions, getSubscriptionMembershipList, getMemberRenewal). The mock answers what
 * the portal can use: a person's pre-registrations in Profile.preinscriptions' shape, a
 * membership's subscriptions, and the member's Profile for the renewal form.
 */
export function membershipReadsHandlers(route: MockRouter, respond: Respond) {
  return [
    route.signedIn('GET', '/pre-inscriptions/:email/:lastname/:firstname', ({ db, params }) => {
      const text = (name: string) => String(params[name] ?? '');
      const person = personOf(db, text('email'), text('lastname'), text('firstname'));
      return Response.json(person ? preRegistrationsOf(db, person.id) : []);
    }),

    route.anonymous(
      'GET',
      '/public/subscription-membership/list/:membershipId',
      ({ db, params }) => {
        const membership = db.memberships.find(
          (row) => row.id === numberParam(params, 'membershipId'),
        );
        if (!membership) return errorResponse(404, 'Adhésion introuvable');
        const list = membership.subscriptions.map((subscription) => ({
          id: subscription.id,
          activityCategory: { id: subscription.categoryId },
          activityCategoryPrice: {
            id: subscription.categoryPriceId,
            season: { id: membership.seasonId },
          },
        }));
        return Response.json(list);
      },
    ),

    route.signedIn('GET', '/member-renewal/:profileId', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      return respond(profileView(context.db, access.profile));
    }),
  ];
}
