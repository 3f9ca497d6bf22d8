import { adultAgeYears } from '@/shared/session/rules/adult-age';
import { ageInMonths } from './age';

/**
 * The medical step differs for adults (18 or more by birth date) and minors. An unreadable
 * birth date counts as a minor: the minors' questionnaire also asks the parents.
 */
export function isAdult(birthDate: string, today: Date): boolean {
  const months = ageInMonths(birthDate, today);
  return months !== undefined && months >= adultAgeYears * 12;
}
