import { differenceInYears } from 'date-fns';
import { parseFrenchDate } from '@/shared/lib/french-date';
import { adultAgeYears } from '@/shared/session/rules/adult-age';

/**
 * Whether the personal form asks for a mobile number. docs/spec/members-area.md 5 marks it required
 * for everyone, but a child of 10 has none to give (issue 34; docs/spec-deviations.md): it is asked
 * from 18, and while the birth date cannot be read (the form then says what is wrong with the date,
 * and a person of unknown age is not let off). A minor may still give one.
 */
export function isMobilePhoneAsked(birthday: string, today: Date): boolean {
  const date = parseFrenchDate(birthday);
  return !date || differenceInYears(today, date) >= adultAgeYears;
}
