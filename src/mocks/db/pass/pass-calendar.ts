/** Day arithmetic of the mocked PASS backend, on 'YYYY-MM-DD' days (no time zone involved). */
const dayMs = 86_400_000;

export function dayNumber(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, date) / dayMs);
}

export function dayOfNumber(number: number): string {
  return new Date(number * dayMs).toISOString().slice(0, 10);
}

export function passDayAfter(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(dayNumber(day) * dayMs).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Months between two 'YYYY-MM…' values (b after a is positive). */
export function monthsBetween(a: string, b: string): number {
  const [ay = 0, am = 1] = a.split('-').map(Number);
  const [by = 0, bm = 1] = b.split('-').map(Number);
  return (by - ay) * 12 + (bm - am);
}

/** Every day of the month of monthDate ('YYYY-MM-01'). */
export function daysOfMonth(monthDate: string): string[] {
  const [year = 0, month = 1] = monthDate.split('-').map(Number);
  const first = dayNumber(`${year}-${String(month).padStart(2, '0')}-01`);
  const next = dayNumber(new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10));
  return Array.from({ length: next - first }, (_, index) => dayOfNumber(first + index));
}
