import { findPrice } from '../../../db/catalogue';
import { rowById } from '../../../db/queries';
import type { MembershipRow, MockDb } from '../../../db/types';

/**
 * The omnisport right (designed): AMSF clubs charge none beside the price, so it is 0 and the
 * total is what the memberships cost (docs/adr/0014-one-money-model.md).
 */
const priceDroitOmnisport = 0;

const cents = (euros: number) => Math.round(euros * 100);

/**
 * What one attestation certifies: a profile's memberships of one club in one season. Its id is
 * the lowest id of those memberships, so it stays the same however many activities follow.
 * The PDF and the public verification answer both read it, so they never disagree.
 */
export type AttestationFacts = {
  attestationId: number;
  member: { firstname: string; lastname: string; birthday: string | null };
  club: { id: number; title: string; city: string };
  season: { id: number; title: string };
  activities: { title: string; cotisationActivite: number }[];
  licences: { title: string; number: string | null }[];
  cotisationActivite: number;
  priceDroitOmnisport: number;
  totalPrice: number;
  /** Paid so far over the memberships' schedules (designed, printed on the PDF only). */
  paid: number;
};

/**
 * What a membership costs the member: its payment schedule's total when it has one (the order's
 * amount and the announced card fees, the figures Mes échéances shows), else its price.
 */
function costOf(db: MockDb, membership: MembershipRow): { cost: number; paid: number } {
  const schedule = db.paymentSchedules.find((row) => row.membershipId === membership.id);
  if (schedule && schedule.instalments.length > 0) {
    return {
      cost: schedule.instalments.reduce((sum, item) => sum + cents(item.expectedAmount), 0) / 100,
      paid: schedule.instalments.reduce((sum, item) => sum + cents(item.payedAmount), 0) / 100,
    };
  }
  const price = membership.subscriptions
    .map((subscription) => findPrice(db, subscription.categoryPriceId))
    .find(Boolean);
  return { cost: price?.amount ?? 0, paid: price?.amount ?? 0 };
}

function factsOf(db: MockDb, memberships: MembershipRow[]): AttestationFacts | undefined {
  const [first] = [...memberships].sort((a, b) => a.id - b.id);
  if (!first) return undefined;
  const profile = rowById(db.profiles, first.profileId, 'profile');
  const club = rowById(db.clubs, first.clubId, 'club');
  const season = rowById(db.seasons, first.seasonId, 'season');
  // A licence-only membership (premium pack) certifies a licence, not an activity.
  const costs = memberships
    .filter((membership) => !membership.licenceOnly)
    .map((membership) => ({ membership, ...costOf(db, membership) }));
  const activities = costs.map(({ membership, cost }) => ({
    title: rowById(db.activities, membership.activityId, 'activity').title,
    cotisationActivite: cost,
  }));
  const licences = new Map<string, { title: string; number: string | null }>();
  for (const { license } of memberships) {
    if (!license) continue;
    const level = rowById(db.licenceLevels, license.licenseLevelId, 'licence level');
    licences.set(`${level.id}:${license.number ?? ''}`, {
      title: level.title,
      number: license.number,
    });
  }
  const cotisationActivite =
    activities.reduce((sum, activity) => sum + cents(activity.cotisationActivite), 0) / 100;
  const paid = costs.reduce((sum, item) => sum + cents(item.paid), 0) / 100;
  return {
    attestationId: first.id,
    member: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      birthday: profile.birthday,
    },
    club: { id: club.id, title: club.title, city: club.city },
    season: { id: season.id, title: season.title },
    activities,
    licences: [...licences.values()],
    cotisationActivite,
    priceDroitOmnisport,
    totalPrice: (cents(cotisationActivite) + cents(priceDroitOmnisport)) / 100,
    paid,
  };
}

const sameAttestation = (a: MembershipRow, b: MembershipRow) =>
  a.profileId === b.profileId && a.clubId === b.clubId && a.seasonId === b.seasonId;

/** The attestation of a profile's memberships in a club this season, if there are any. */
export function attestationOfClub(
  db: MockDb,
  profileId: number,
  clubId: number,
): AttestationFacts | undefined {
  const season = db.seasons.find((row) => row.current);
  return factsOf(
    db,
    db.memberships.filter(
      (membership) =>
        membership.profileId === profileId &&
        membership.clubId === clubId &&
        membership.seasonId === season?.id,
    ),
  );
}

/** The attestation an id names: only the lowest membership id of its group is one. */
export function attestationById(db: MockDb, attestationId: number): AttestationFacts | undefined {
  const named = db.memberships.find((membership) => membership.id === attestationId);
  if (!named) return undefined;
  const facts = factsOf(
    db,
    db.memberships.filter((membership) => sameAttestation(membership, named)),
  );
  return facts?.attestationId === attestationId ? facts : undefined;
}
