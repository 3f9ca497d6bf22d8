import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatFrench } from '@/shared/lib/french-format';

/** Every pattern the portal writes dates with (src/, formatDate and formatFrench callers). */
const patterns = [
  'dd/MM/yyyy',
  'dd/MM',
  'HH:mm',
  'yyyy-MM-dd',
  'EEEE',
  'EEEE dd/MM',
  'EEEE do MMMM',
  'EEEE do MMMM yyyy',
  "'Le' do MMMM yyyy 'à' HH:mm",
  "EEEE do MMMM yyyy 'de' HH'h'mm",
  "HH'h'mm",
  'd MMMM yyyy',
];

/** Every month and weekday, the first of a month, single digits, midnight and the day's end. */
const dates = [
  ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1, 0, 0)),
  ...Array.from({ length: 7 }, (_, day) => new Date(2026, 10, 2 + day, 9, 5)),
  new Date(2024, 1, 29, 23, 59),
  new Date(1980, 11, 20, 12, 30),
  new Date(2027, 0, 31, 7, 0),
];

describe('formatFrench, as date-fns with its fr locale', () => {
  it.each(patterns)('writes %s as date-fns does, for every date of the table', (pattern) => {
    for (const date of dates)
      expect(formatFrench(date, pattern)).toBe(format(date, pattern, { locale: fr }));
  });

  it.each([
    [new Date(2026, 11, 1), 'EEEE do MMMM yyyy', 'mardi 1er décembre 2026'],
    [new Date(2026, 7, 15, 8, 4), "'Le' do MMMM yyyy 'à' HH:mm", 'Le 15 août 2026 à 08:04'],
    [new Date(2026, 1, 9, 18, 30), "HH'h'mm", '18h30'],
  ])('writes %s with %s as %s', (date, pattern, expected) => {
    expect(formatFrench(date, pattern)).toBe(expected);
  });
});
