/**
 * Age rules of docs/spec/enrolment.md section 5 ('Age check'). Shared by the map's 'pour qui ?'
 * filter and the sign-up wizard's category warning.
 */

export type AgeBounds = {
  /** Years; 0 = no lower limit. */
  minAge: number;
  /** Years; 0 = no upper limit. */
  maxAge: number;
  /** Tolerance in months on both bounds. */
  marge: number;
};

type CalendarDay = { year: number; month: number; day: number };

/** Reads 'YYYY-MM-DD' as a calendar day, so that no time zone shifts a birthday. */
function calendarDay(value: Date | string): CalendarDay | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * Completed months between the birth date and today (a month counts once its day is reached).
 * Undefined for an unreadable date; a birth date in the future gives a negative age.
 */
export function ageInMonths(birthDate: Date | string, today: Date | string): number | undefined {
  const birth = calendarDay(birthDate);
  const now = calendarDay(today);
  if (!birth || !now) return undefined;
  const months = (now.year - birth.year) * 12 + (now.month - birth.month);
  return now.day < birth.day ? months - 1 : months;
}

/** Too young: minAge above 0 and age in months below 12 x minAge minus marge. */
export function isTooYoung({ minAge, marge }: AgeBounds, months: number): boolean {
  return minAge > 0 && months < 12 * minAge - marge;
}

/** Too old: maxAge above 0 and age in months above 12 x maxAge plus marge. */
export function isTooOld({ maxAge, marge }: AgeBounds, months: number): boolean {
  return maxAge > 0 && months > 12 * maxAge + marge;
}

/** Both bounds 0 accept everyone. */
export function acceptsAge(bounds: AgeBounds, months: number): boolean {
  return !isTooYoung(bounds, months) && !isTooOld(bounds, months);
}
