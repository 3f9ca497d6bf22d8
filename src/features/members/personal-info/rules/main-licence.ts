import { licenceLevels, mainLicence } from '@/shared/session/rules/licences';
import { isPreviousSeason, previousSeasonStillCounts } from '@/shared/session/rules/seasons';
import type { Licence, Membership } from '@/shared/session/schemas';
import type { PersonalFormMode } from '../../rules/personal-info';

/**
 * docs/spec/members-area.md 4 'Personal form modes': the main licence is the highest-ranking
 * (lowest level) yearly licence whose season is not after the current one; when renewing in August
 * to December, last season's premium membership counts for that choice too.
 */
export function formMainLicence(
  mode: PersonalFormMode,
  memberships: readonly Membership[],
  oldMemberships: readonly Membership[],
  currentSeasonTitle: string,
  now: Date,
): Licence | null {
  const lastSeasonPremium =
    mode === 'renew' && previousSeasonStillCounts(now)
      ? oldMemberships.filter(
          (membership) =>
            membership.license?.licenseLevel.level === licenceLevels.premium &&
            isPreviousSeason(membership.season.title, currentSeasonTitle),
        )
      : [];
  return mainLicence([...memberships, ...lastSeasonPremium], currentSeasonTitle);
}
