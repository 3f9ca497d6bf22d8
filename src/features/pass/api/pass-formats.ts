/**
 * The PASS server's formats, decided in one place (docs/api.md, 'PASS'): the spec names the
 * fields but not their formats. Dates travel as 'YYYY-MM-DD' (the server date of section 9); a
 * .NET-style 'YYYY-MM-DDT00:00:00' is read too. Times travel as 'HH:mm' ('HH:mm:ss' is read too).
 * monthDate is the first day of the month, 'YYYY-MM-01'.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a local date. */
export function passDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The monthDate query parameter: the first day of the month of `date`. */
export function monthDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-01`;
}

/** The first day of the month after monthDate. */
export function nextMonthDate(monthDate: string): string {
  const [year = 0, month = 1] = monthDate.split('-').map(Number);
  return monthDateOf(new Date(year, month, 1));
}

/** A server date, either form, as 'YYYY-MM-DD'. */
export function readDay(value: string): string {
  return value.slice(0, 10);
}

/** A server time, either form, as 'HH:mm'. */
export function readTime(value: string): string {
  const [hours = '00', minutes = '00'] = value.split(':');
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
}

/** The local date-time of a day and a time. */
export function atLocal(day: string, time: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, date, hours, minutes);
}

export const dayPattern = /^\d{4}-\d{2}-\d{2}/;
export const timePattern = /^\d{1,2}:\d{2}(:\d{2})?$/;
