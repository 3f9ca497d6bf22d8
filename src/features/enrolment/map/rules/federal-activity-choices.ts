import type { FederalActivity, FederalActivityItem } from '../../api/federal-activity';
import { sortByFrench } from '@/shared/lib/french-order';

/** The label of an activity the answer names by its id alone. */
export const activityLabel = (id: number) => `Activité n° ${id}`;

/**
 * The activity filter's choices (docs/spec/enrolment.md 2 'carte': an activity filter), sorted by
 * title. GET /public/activities/federal's answer is not shown by the spec: its id and title are
 * designed (docs/openapi/main-api.yaml FederalActivity). The spec names the clubs'
 * `federalActivities` (docs/spec/enrolment.md 3 'Club'), the ids the filter compares (issue 32):
 * - an item with its id is a choice, titled by its title, else 'Activité n° {id}';
 * - an item without id cannot filter the clubs and is left out;
 * - when no item gives an id (a spec-built backend), the ids the clubs carry are the choices.
 */
export function federalActivityChoices(
  items: readonly FederalActivityItem[],
  clubActivityIds: readonly number[],
): FederalActivity[] {
  const named = items.flatMap((item) =>
    item.id === undefined ? [] : [{ id: item.id, title: item.title ?? activityLabel(item.id) }],
  );
  const choices =
    named.length > 0
      ? named
      : [...new Set(clubActivityIds)].map((id) => ({ id, title: activityLabel(id) }));
  const seen = new Set<number>();
  return sortByFrench(
    choices.filter((choice) => !seen.has(choice.id) && seen.add(choice.id)),
    (choice) => choice.title,
    (a, b) => a.id - b.id,
  );
}
