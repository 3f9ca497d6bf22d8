import type { ActivityCategory } from '../api/activity';

type Places = Pick<ActivityCategory, 'maxRegistration' | 'soldPlaces'>;

/**
 * The registration button is disabled when maxRegistration is not 0 (0 = unlimited) and
 * soldPlaces has reached it (docs/spec/enrolment.md section 4).
 */
export function isRegistrationOpen(category: Places): boolean {
  return category.maxRegistration === 0 || category.soldPlaces < category.maxRegistration;
}

/** A category flagged full, or whose places are all sold, opens nothing. */
export function hasNoPlaceLeft(category: Places & Pick<ActivityCategory, 'full'>): boolean {
  return category.full || !isRegistrationOpen(category);
}
