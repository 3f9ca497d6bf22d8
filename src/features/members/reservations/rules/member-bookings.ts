/**
 * The member's bookings of the calendar's sessions. `reserved` is designed
 * (docs/openapi/main-api.yaml Session): a backend built from the spec does not send it, and the
 * spec's way to know whether a profile booked a session is GET /reservations/{sessionId}/profile/
 * {profileId} 'returns a boolean' (docs/spec/members-area.md 7 'Reservations'). So the flag is used
 * when the answer gives it, and the spec's call is asked for each session it does not (issue 32).
 */
type Answered = { id: number; reserved: boolean | null };

/** The sessions whose booking the answer does not tell, each once. */
export function sessionsToAsk(sessions: readonly Answered[]): number[] {
  return [...new Set(sessions.filter((item) => item.reserved === null).map((item) => item.id))];
}

/**
 * The sessions with their booking: the answer's flag, else the spec's call's answer, else not
 * booked (nothing says it is).
 */
export function withBookings<T extends Answered>(
  sessions: readonly T[],
  asked: ReadonlyMap<number, boolean>,
): (Omit<T, 'reserved'> & { reserved: boolean })[] {
  return sessions.map((item) => ({
    ...item,
    reserved: item.reserved ?? asked.get(item.id) ?? false,
  }));
}
