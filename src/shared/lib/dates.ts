import { parseISO, isValid } from 'date-fns';
import { formatFrench } from './french-format';

export function parseServerDate(value: string): Date | undefined {
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

export function formatDate(value: Date | string, pattern = 'dd/MM/yyyy'): string {
  const date = typeof value === 'string' ? parseServerDate(value) : value;
  return date ? formatFrench(date, pattern) : '';
}

/** The local day as the server writes dates (yyyy-MM-dd). */
export function toServerDate(date: Date): string {
  return formatFrench(date, 'yyyy-MM-dd');
}

/**
 * A day in words as the portal writes it, lower case: 'mardi 1er décembre 2026' (French writes
 * the first of a month '1er'; date-fns fr's 'do'), without the year when `withYear` is false.
 * Headings capitalise it.
 */
export function longDay(value: Date | string, withYear = true): string {
  return formatDate(value, withYear ? 'EEEE do MMMM yyyy' : 'EEEE do MMMM');
}
