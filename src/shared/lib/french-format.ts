/**
 * Dates written in French with the date-fns pattern tokens the portal uses, as date-fns' `fr`
 * locale writes them (compared in tests/shared/lib/french-format.test.ts). Written by hand, as
 * euros are (money.ts): the locale's module and date-fns' formatter were a task of 12 ms at full
 * speed where a page first wrote a date, a long task on a low-tier phone (issue 37).
 */
const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const weekdays = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const tokens: Record<string, (date: Date) => string> = {
  yyyy: (date) => pad(date.getFullYear(), 4),
  MMMM: (date) => months[date.getMonth()] ?? '',
  MM: (date) => pad(date.getMonth() + 1),
  EEEE: (date) => weekdays[date.getDay()] ?? '',
  dd: (date) => pad(date.getDate()),
  // French writes the first of a month '1er', the other days as numbers.
  do: (date) => (date.getDate() === 1 ? '1er' : String(date.getDate())),
  d: (date) => String(date.getDate()),
  HH: (date) => pad(date.getHours()),
  mm: (date) => pad(date.getMinutes()),
};

/** A quoted literal ('Le', 'à', 'h'), or one of the tokens above, longest first. */
const parts = /'([^']*)'|yyyy|MMMM|MM|EEEE|dd|do|d|HH|mm/g;

/** `date` written with `pattern` (date-fns' tokens yyyy MMMM MM EEEE dd do d HH mm, 'quoted'). */
export function formatFrench(date: Date, pattern: string): string {
  return pattern.replace(parts, (part: string, literal: string | undefined) =>
    literal !== undefined ? literal : (tokens[part]?.(date) ?? part),
  );
}
