import { differenceInYears } from 'date-fns';
import { parseFrenchDate } from '@/shared/lib/french-date';

/**
 * Adults are 18 or more (enrolment.md 9), counted in completed years as the enrolment wizard's
 * isAdult counts them (src/features/enrolment/rules/adulthood.ts; a feature may not import
 * another, so the members' form states the same rule here).
 */
export const adultAgeYears = 18;

/**
 * Whether the personal form asks for a mobile number. members-area.md 5 marks it required for
 * everyone, but a child of 10 has none to give (issue 34; docs/spec-deviations.md): it is asked
 * from 18, and while the birth date cannot be read (the form then says what is wrong with the
 * date, and a person of unknown age is not let off). A minor may still give one.
 */
export function isMobilePhoneAsked(birthday: string, today: Date): boolean {
  const date = parseFrenchDate(birthday);
  return !date || differenceInYears(today, date) >= adultAgeYears;
}
