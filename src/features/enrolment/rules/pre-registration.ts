import type { PreRegistration } from '../api/get-pre-inscriptions';
import { normalizeSearchText } from '../map/rules/club-filter';

/**
 * Whether the person already has a pre-registration for this activity at this club: an entry
 * of the club listing the activity's title (case and accents aside).
 */
export function isAlreadyPreRegistered(
  entries: readonly PreRegistration[],
  clubId: number,
  activityTitle: string,
): boolean {
  const wanted = normalizeSearchText(activityTitle);
  return entries.some(
    (entry) =>
      entry.club?.id === clubId &&
      entry.activities.split(',').some((title) => normalizeSearchText(title) === wanted),
  );
}
