import { z } from 'zod';
import { defineStoredState } from '../lib/stored-state';

/**
 * What this device keeps for offline use (docs/adr/0016-installable-portal.md), and nothing
 * else: the licence card last opened, per profile, and the member's next club sessions and PASS
 * bookings as last shown (at most `keptBookings`, nextBookings below). Kept in this
 * browser's localStorage only, versioned like every stored state
 * (docs/adr/0019-versioned-stored-state.md), replaced at each online visit, erased by signing out
 * ('Déconnexion', eraseOfflineCopies, called by shared/session/sign-out.ts).
 * The personal-data page says so (features/members/legal/personal-data-page.tsx).
 */
export const offlineKeys = {
  cards: 'offlineLicenceCards',
  bookings: 'offlineBookings',
} as const;

export const offlineCardSchema = z.object({
  profileId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  photo: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  level: z.string(),
  season: z.string(),
  clubs: z.array(z.string()),
  /** The public attestation check address the QR code holds (null while it is unknown). */
  verificationPath: z.string().nullable(),
  /** When this copy was saved (ISO instant). */
  savedAt: z.string(),
});
export type OfflineCard = z.infer<typeof offlineCardSchema>;

/**
 * One booking as the offline page shows it: what, when, where, which club. No health, payment or
 * place-count data: only what tells the member where to be.
 */
export const offlineBookingSchema = z.object({
  /** 'club' for a club session, 'pass' for a PASS booking. */
  kind: z.enum(['club', 'pass']),
  title: z.string(),
  /** Local start and end, 'yyyy-MM-ddTHH:mm'. */
  start: z.string(),
  end: z.string(),
  place: z.string().nullable(),
  club: z.string().nullable(),
});
export type OfflineBooking = z.infer<typeof offlineBookingSchema>;

const bookingsCopySchema = z.object({
  profileId: z.number().int(),
  /** The profile's first name: a family's device keeps each member's sessions apart. */
  holder: z.string().optional(),
  kind: z.enum(['club', 'pass']),
  bookings: z.array(offlineBookingSchema),
  savedAt: z.string(),
});
export type OfflineBookingsCopy = z.infer<typeof bookingsCopySchema>;

const discardedMessage =
  "La copie gardée pour l'utilisation hors ligne n'a pas pu être reprise : elle sera enregistrée à nouveau à votre prochaine visite avec une connexion.";

/** Version 0 is the bare list written before versions; its shape did not change. */
export const storedOfflineCards = defineStoredState({
  key: offlineKeys.cards,
  version: 1,
  schema: z.array(offlineCardSchema),
  migrations: { 0: (cards) => cards },
  discardedMessage,
});

/** Version 0 is the bare list written before versions, its bookings without their club. */
export const storedOfflineBookings = defineStoredState({
  key: offlineKeys.bookings,
  version: 1,
  schema: z.array(bookingsCopySchema),
  migrations: {
    0: (copies) =>
      Array.isArray(copies)
        ? copies.map((copy: { bookings?: unknown }) => ({
            ...copy,
            bookings: Array.isArray(copy.bookings)
              ? copy.bookings.map((booking: object) => ({ club: null, ...booking }))
              : copy.bookings,
          }))
        : copies,
  },
  discardedMessage,
});

export function readOfflineCards(): OfflineCard[] {
  return storedOfflineCards.read() ?? [];
}

/** Keeps the card of one profile, replacing the one saved before for that profile. */
export function saveOfflineCard(card: OfflineCard): void {
  const others = readOfflineCards().filter((saved) => saved.profileId !== card.profileId);
  storedOfflineCards.write([...others, card]);
}

export function readOfflineBookings(): OfflineBookingsCopy[] {
  return storedOfflineBookings.read() ?? [];
}

/** Keeps one profile's club sessions or PASS bookings, replacing the copy saved before. */
export function saveOfflineBookings(copy: OfflineBookingsCopy): void {
  const others = readOfflineBookings().filter(
    (saved) => saved.profileId !== copy.profileId || saved.kind !== copy.kind,
  );
  storedOfflineBookings.write([...others, copy]);
}

export function hasOfflineCopies(): boolean {
  return readOfflineCards().length > 0 || readOfflineBookings().length > 0;
}

/** Signing out ('Déconnexion'): nothing of the member stays on the device. */
export function eraseOfflineCopies(): void {
  storedOfflineCards.remove();
  storedOfflineBookings.remove();
}

/** How many next bookings of each kind a device keeps (docs/adr/0016-installable-portal.md). */
export const keptBookings = 10;

/** A local date-time 'yyyy-MM-ddTHH:mm' as an instant of the device's clock, NaN when unreadable. */
function startOf(start: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(start) ? new Date(start).getTime() : Number.NaN;
}

/**
 * The bookings kept and shown offline: those that start after now (docs/spec/members-area.md 2,
 * 'future versus past is decided by date plus start time compared with now'), soonest first, at
 * most `limit`. A booking whose start cannot be read is left out.
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
