import { z } from 'zod';
import { readStored, removeStored, writeStored } from '../lib/storage';

/**
 * What this device keeps for offline use (docs/adr/0016-installable-portal.md), and nothing
 * else: the licence card last opened, per profile, and the member's next club sessions and PASS
 * bookings as last shown. Kept in this browser's localStorage only, replaced at each online
 * visit, erased by signing out ('Déconnexion', eraseOfflineCopies, called by shared/session/sign-out.ts).
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

export const offlineBookingSchema = z.object({
  /** 'club' for a club session, 'pass' for a PASS booking. */
  kind: z.enum(['club', 'pass']),
  title: z.string(),
  /** Local start and end, 'yyyy-MM-ddTHH:mm'. */
  start: z.string(),
  end: z.string(),
  place: z.string().nullable(),
});
export type OfflineBooking = z.infer<typeof offlineBookingSchema>;

const bookingsCopySchema = z.object({
  profileId: z.number().int(),
  kind: z.enum(['club', 'pass']),
  bookings: z.array(offlineBookingSchema),
  savedAt: z.string(),
});
export type OfflineBookingsCopy = z.infer<typeof bookingsCopySchema>;

const cardsSchema = z.array(offlineCardSchema);
const bookingsSchema = z.array(bookingsCopySchema);

export function readOfflineCards(): OfflineCard[] {
  return readStored(offlineKeys.cards, cardsSchema) ?? [];
}

/** Keeps the card of one profile, replacing the one saved before for that profile. */
export function saveOfflineCard(card: OfflineCard): void {
  const others = readOfflineCards().filter((saved) => saved.profileId !== card.profileId);
  writeStored(offlineKeys.cards, [...others, card]);
}

export function readOfflineBookings(): OfflineBookingsCopy[] {
  return readStored(offlineKeys.bookings, bookingsSchema) ?? [];
}

/** Keeps one profile's club sessions or PASS bookings, replacing the copy saved before. */
export function saveOfflineBookings(copy: OfflineBookingsCopy): void {
  const others = readOfflineBookings().filter(
    (saved) => saved.profileId !== copy.profileId || saved.kind !== copy.kind,
  );
  writeStored(offlineKeys.bookings, [...others, copy]);
}

export function hasOfflineCopies(): boolean {
  return readOfflineCards().length > 0 || readOfflineBookings().length > 0;
}

/** Signing out ('Déconnexion'): nothing of the member stays on the device. */
export function eraseOfflineCopies(): void {
  for (const key of Object.values(offlineKeys)) removeStored(key);
}
