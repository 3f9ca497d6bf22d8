/**
 * One instalment of a membership's payment schedule (docs/spec/members-area.md 3), amounts in
 * euros.
 */
export type InstalmentRow = {
  date: string;
  expectedAmount: number;
  payedAmount: number;
  succeeded: boolean;
};

/** The payment schedule of one membership: what the member owes, month by month. */
export type PaymentScheduleRow = { id: number; membershipId: number; instalments: InstalmentRow[] };

/** A member's place in one calendar session (the reservations of docs/spec/members-area.md 7). */
export type SessionReservationRow = {
  id: number;
  sessionId: number;
  profileId: number;
  reservedAt: string;
};
