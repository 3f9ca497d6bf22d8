import { ageInMonths } from './age';

/** Adult age is 18 years (enrolment.md section 9). */
export const adultAgeYears = 18;

/**
 * The medical step differs for adults (18 or more by birth date) and minors. An unreadable
 * birth date counts as a minor: the minors' questionnaire also asks the parents.
 */
export function isAdult(birthDate: string, today: Date): boolean {
  const months = ageInMonths(birthDate, today);
  return months !== undefined && months >= adultAgeYears * 12;
}
