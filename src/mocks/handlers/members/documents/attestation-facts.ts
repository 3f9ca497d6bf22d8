import { findPrice } from '../../../db/catalogue';
import { rowById } from '../../../db/queries';
import type { MembershipRow, MockDb } from '../../../db/types';

/** The omnisport fee every membership of a club carries (designed, one per attestation). */
const priceDroitOmnisport = 10;

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
};

function factsOf(db: MockDb, memberships: MembershipRow[]): AttestationFacts | undefined {
  const [first] = [...memberships].sort((a, b) => a.id - b.id);
  if (!first) return undefined;
  const profile = rowById(db.profiles, first.profileId, 'profile');
  const club = rowById(db.clubs, first.clubId, 'club');
  const season = rowById(db.seasons, first.seasonId, 'season');
  // A licence-only membership (premium pack) certifies a licence, not an activity.
  const activities = memberships
    .filter((membership) => !membership.licenceOnly)
    .map((membership) => {
      const price = membership.subscriptions
        .map((subscription) => findPrice(db, subscription.categoryPriceId))
        .find(Boolean);
      return {
        title: rowById(db.activities, membership.activityId, 'activity').title,
        cotisationActivite: price?.amount ?? 0,
      };
    });
  const licences = new Map<string, { title: string; number: string | null }>();
  for (const { license } of memberships) {
    if (!license) continue;
    const level = rowById(db.licenceLevels, license.licenseLevelId, 'licence level');
    licences.set(`${level.id}:${license.number ?? ''}`, {
      title: level.title,
      number: license.number,
    });
  }
  const cotisationActivite = activities.reduce(
    (sum, activity) => sum + activity.cotisationActivite,
    0,
  );
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
    totalPrice: cotisationActivite + priceDroitOmnisport,
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
