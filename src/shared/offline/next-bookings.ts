/** How many next bookings of each kind a device keeps (docs/adr/0016-installable-portal.md). */
export const keptBookings = 10;

/** A local date-time 'yyyy-MM-ddTHH:mm' as an instant of the device's clock, NaN when unreadable. */
function startOf(start: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(start) ? new Date(start).getTime() : Number.NaN;
}

/**
 * The bookings kept and shown offline: those that start after now (members-area.md 2, 'future
 * versus past is decided by date plus start time compared with now'), soonest first, at most
 * `limit`. A booking whose start cannot be read is left out.
 */
export function nextBookings<T extends { start: string }>(
  bookings: readonly T[],
  now: Date,
  limit: number = keptBookings,
): T[] {
  return bookings
    .map((booking) => ({ booking, at: startOf(booking.start) }))
    .filter(({ at }) => at > now.getTime())
    .sort((a, b) => a.at - b.at)
    .slice(0, Math.max(0, limit))
    .map(({ booking }) => booking);
}
