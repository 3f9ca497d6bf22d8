/**
 * Sessions are written in Europe/Paris local time (a date and an 'HH:mm' hour): a weekly series
 * at 10:00 stays at 10:00 across the daylight-saving changes of the last Sundays of March and
 * October, while its instants move by one hour. These helpers give the instant of a Paris wall
 * time whatever the browser's own zone.
 */
const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes Paris is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(
    parisParts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant of a Paris wall time ('2027-03-27', '10:00' or '10:00:00'). */
export function parisInstant(date: string, hour: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = hour.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const first = wall - parisOffsetMinutes(wall) * 60_000;
  // Across a change the offset at the first guess may be the other one: settle on the instant's.
  return new Date(wall - parisOffsetMinutes(first) * 60_000);
}

/** 'YYYY-MM-DDTHH:mm:00', the local form the calendar reads. */
export function localDateTime(date: string, hour: string): string {
  return `${date}T${hour.slice(0, 5)}:00`;
}
