import type { Licence, Membership } from '../schemas';
import { isPreviousSeason, previousSeasonStillCounts, startYearOfTitle } from './seasons';

export const licenceLevels = { premium: 1, access: 2, event: 3 } as const;
export const licenceTypes = { yearly: 1, stage: 2, event: 3 } as const;

type Licensed = Membership & { license: Licence };

function licensed(memberships: readonly Membership[]): Licensed[] {
  return memberships.filter((membership): membership is Licensed => membership.license !== null);
}

/**
 * A licence with the id of the membership that carries it: the spec gives a licence no id of
 * its own (docs/spec/members-area.md 3 'Licence': licenseLevel), its membership's id is the spec's.
 */
export type HeldLicence = Licence & { membershipId: number };

/**
 * The highest-ranking (lowest level) yearly licence whose season is not after the current one
 * (docs/spec/members-area.md 4 'Personal form modes'), with its membership's id.
 */
export function mainLicence(
  memberships: readonly Membership[],
  currentSeasonTitle: string,
): HeldLicence | null {
  const candidates = licensed(memberships)
    .filter(
      (membership) =>
        membership.license.licenseLevel.type === licenceTypes.yearly &&
        startYearOfTitle(membership.season.title) <= startYearOfTitle(currentSeasonTitle),
    )
    .sort((a, b) => a.license.licenseLevel.level - b.license.licenseLevel.level);
  const holder = candidates[0];
  return holder ? { ...holder.license, membershipId: holder.id } : null;
}

/**
 * The `{id}` of GET /public/license/pdf/{id} ('licence PDF by id', docs/spec/administration.md 7.5
 * and 7.7). The spec's Licence has no id, so a backend built from it can only know the licence by
 * the membership that carries it (Membership.id, the spec's): that is what is sent. The licence's
 * own id is designed (docs/openapi/main-api.yaml Licence.id): sent only when the backend gives it.
 */
export function licencePdfId(licence: { id?: number; membershipId: number }): number {
  return licence.id ?? licence.membershipId;
}

/** Premium now, or premium last season while August to December lets it count. */
export function hasPremiumLicence(
  memberships: readonly Membership[],
  oldMemberships: readonly Membership[],
  currentSeasonTitle: string,
  now: Date,
): boolean {
  const isPremium = (membership: Licensed) =>
    membership.license.licenseLevel.level === licenceLevels.premium;
  if (licensed(memberships).some(isPremium)) return true;
  return (
    previousSeasonStillCounts(now) &&
    licensed(oldMemberships).some(
      (membership) =>
        isPremium(membership) && isPreviousSeason(membership.season.title, currentSeasonTitle),
    )
  );
}

export function hasAnnualLicence(memberships: readonly Membership[]): boolean {
  return licensed(memberships).some(
    (membership) => membership.license.licenseLevel.type === licenceTypes.yearly,
  );
}
