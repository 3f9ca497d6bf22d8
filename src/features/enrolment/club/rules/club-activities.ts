import type { Activity } from '../../api/activity';
import { sortByFrench } from '@/shared/lib/french-order';

/** Events are activities of type 3 (docs/spec/enrolment.md section 2). */
export const eventType = 3;

export type ActivityTab = 'activities' | 'events';

/** What a tab lists: published on the member portal, of its kind, sorted by title. */
export function activitiesOfTab<
  T extends Pick<Activity, 'title' | 'type' | 'publishedOnMemberPortal'>,
>(activities: readonly T[], tab: ActivityTab): T[] {
  const shown = activities
    .filter((activity) => activity.publishedOnMemberPortal)
    .filter((activity) => (activity.type === eventType) === (tab === 'events'));
  // Case-insensitive French order: 'aquagym' sits before 'Basket-ball', 'Éveil' near 'Escalade'.
  return sortByFrench(shown, (activity) => activity.title);
}

export const emptyTabMessages: Record<ActivityTab, string> = {
  activities: "Aucune activité n'est proposée pour le moment.",
  events: "Aucun événement n'est proposé pour le moment.",
};

/** 'AMSF Lyon' -> 'AL', shown when the club has no logo. */
export function clubInitials(title: string): string {
  const words = title.split(/[\s'-]+/).filter((word) => /\p{L}|\d/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'))
    .join('');
}

/** The club's website as a followable address: 'www.club.fr' gets https, anything else is dropped. */
export function clubSiteUrl(site: string | null): string | null {
  const trimmed = site?.trim();
  if (!trimmed) return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
