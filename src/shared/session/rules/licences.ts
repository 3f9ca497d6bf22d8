import type { Licence, Membership } from '../schemas';
import { isPreviousSeason, previousSeasonStillCounts, startYearOfTitle } from './seasons';

export const licenceLevels = { premium: 1, access: 2, event: 3 } as const;
export const licenceTypes = { yearly: 1, stage: 2, event: 3 } as const;

type Licensed = Membership & { license: Licence };

function licensed(memberships: readonly Membership[]): Licensed[] {
  return memberships.filter((membership): membership is Licensed => membership.license !== null);
}

/** The highest-ranking (lowest level) yearly licence whose season is not after the current one. */
export function mainLicence(
  memberships: readonly Membership[],
  currentSeasonTitle: string,
): Licence | null {
  const candidates = licensed(memberships)
    .filter(
      (membership) =>
        membership.license.licenseLevel.type === licenceTypes.yearly &&
        startYearOfTitle(membership.season.title) <= startYearOfTitle(currentSeasonTitle),
    )
    .sort((a, b) => a.license.licenseLevel.level - b.license.licenseLevel.level);
  return candidates[0]?.license ?? null;
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
