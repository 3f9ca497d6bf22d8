import { parseFrenchDate } from '@/shared/lib/parse-french-date';

/** A birth date typed by a visitor in the French format dd/mm/yyyy. */
export type TypedBirthDate =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'valid'; isoDate: string };

/**
 * Real calendar days from 1900 up to today; 31/02 or a future day is invalid. Unlike the
 * dialogs' masked field, this filter also takes a one-digit day or month (1/2/2015).
 */
export function readFrenchBirthDate(value: string, today: Date): TypedBirthDate {
  const trimmed = value.trim();
  if (!trimmed) return { kind: 'empty' };
  const padded = trimmed.replace(/^(\d)\//, '0$1/').replace(/\/(\d)\//, '/0$1/');
  const date = parseFrenchDate(padded);
  const todayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (!date || date > todayStart) return { kind: 'invalid' };
  const pad = (value: number) => String(value).padStart(2, '0');
  const isoDate = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return { kind: 'valid', isoDate };
}
