// No date-fns here: the map route reads birth dates too and stays within its size budget.

/** A real calendar day written jj/mm/aaaa (31/02/2020 is not one), from the year 1900 on. */
export function parseFrenchDate(text: string): Date | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day = 0, month = 0, year = 0] = match.slice(1).map(Number);
  if (year < 1900) return undefined;
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : undefined;
}
