/** A birth date typed by a visitor in the French format dd/mm/yyyy. */
export type TypedBirthDate =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'valid'; isoDate: string };

const frenchDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** Accepts real calendar days from 1900 up to today; 31/02 or a future day is invalid. */
export function readFrenchBirthDate(value: string, today: Date): TypedBirthDate {
  const trimmed = value.trim();
  if (!trimmed) return { kind: 'empty' };
  const match = frenchDate.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  const todayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (!real || year < 1900 || date > todayStart) return { kind: 'invalid' };
  return { kind: 'valid', isoDate: `${year}-${pad(month)}-${pad(day)}` };
}
