import { afterEach, describe, expect, it } from 'vitest';
import {
  eraseOfflineCopies,
  hasOfflineCopies,
  offlineKeys,
  readOfflineBookings,
  readOfflineCards,
  saveOfflineBookings,
  saveOfflineCard,
} from '@/shared/offline/offline-copies';
import { labelWithoutConnection } from '@/shared/offline/connection-needed';
import { savedOnMessage } from '@/shared/offline/saved-on-message';
import { signOut } from '@/shared/session/sign-out';
import type { AuthAdapter } from '@/shared/auth/auth-adapter';
import { offlineCard } from '../../factories';

const booking = {
  kind: 'pass' as const,
  title: 'Aquagym',
  start: '2026-11-26T18:00',
  end: '2026-11-26T19:00',
  place: null,
  club: 'AMSF Lyon',
};

afterEach(() => window.localStorage.clear());

describe('offline copies kept on the device', () => {
  it('keeps one card per profile, the last one saved', () => {
    saveOfflineCard(offlineCard(1, '2026-11-01T10:00:00.000Z'));
    saveOfflineCard(offlineCard(2));
    saveOfflineCard(offlineCard(1, '2026-11-03T10:00:00.000Z'));
    expect(readOfflineCards().map((saved) => [saved.profileId, saved.savedAt])).toEqual([
      [2, '2026-11-03T09:15:00.000Z'],
      [1, '2026-11-03T10:00:00.000Z'],
    ]);
  });

  it('keeps club sessions and PASS bookings apart per profile', () => {
    saveOfflineBookings({ profileId: 1, kind: 'pass', bookings: [booking], savedAt: 'x' });
    saveOfflineBookings({ profileId: 1, kind: 'club', bookings: [], savedAt: 'x' });
    saveOfflineBookings({ profileId: 1, kind: 'pass', bookings: [], savedAt: 'y' });
    expect(readOfflineBookings()).toEqual([
      { profileId: 1, kind: 'club', bookings: [], savedAt: 'x' },
      { profileId: 1, kind: 'pass', bookings: [], savedAt: 'y' },
    ]);
  });

  it('reads bookings a build before versions kept, without their club', () => {
    const { club: _club, ...withoutClub } = booking;
    window.localStorage.setItem(
      offlineKeys.bookings,
      JSON.stringify([{ profileId: 1, kind: 'pass', bookings: [withoutClub], savedAt: 'x' }]),
    );
    expect(readOfflineBookings()).toEqual([
      { profileId: 1, kind: 'pass', bookings: [{ ...booking, club: null }], savedAt: 'x' },
    ]);
    expect(JSON.parse(window.localStorage.getItem(offlineKeys.bookings) ?? '{}')).toMatchObject({
      version: 1,
    });
  });

  it('discards a corrupt copy instead of failing', () => {
    window.localStorage.setItem(offlineKeys.cards, '[{"profileId":"one"}]');
    expect(readOfflineCards()).toEqual([]);
    expect(window.localStorage.getItem(offlineKeys.cards)).toBeNull();
  });

  it('erases everything on eraseOfflineCopies', () => {
    saveOfflineCard(offlineCard(1));
    saveOfflineBookings({ profileId: 1, kind: 'pass', bookings: [booking], savedAt: 'x' });
    expect(hasOfflineCopies()).toBe(true);
    eraseOfflineCopies();
    expect(hasOfflineCopies()).toBe(false);
    expect(Object.values(offlineKeys).map((key) => window.localStorage.getItem(key))).toEqual([
      null,
      null,
    ]);
  });

  it("erases everything when the member signs out ('Déconnexion')", async () => {
    saveOfflineCard(offlineCard(1));
    saveOfflineBookings({ profileId: 1, kind: 'club', bookings: [booking], savedAt: 'x' });
    const logouts: string[] = [];
    const auth = {
      logout: (uri: string) => {
        logouts.push(uri);
        return Promise.resolve();
      },
    } as unknown as AuthAdapter;
    await signOut(() => undefined as never, auth, '/');
    expect(logouts).toHaveLength(1);
    expect(hasOfflineCopies()).toBe(false);
  });
});

describe('savedOnMessage', () => {
  it.each([
    ['2026-11-03T09:15:00.000Z', 'Hors ligne : carte enregistrée le 03/11/2026'],
    ['2027-01-31T12:00:00.000Z', 'Hors ligne : carte enregistrée le 31/01/2027'],
    ['not a date', 'Hors ligne : carte enregistrée'],
  ])('%s gives %s', (savedAt, message) => {
    expect(savedOnMessage(savedAt)).toBe(message);
  });

  it.each([
    ['séances enregistrées', 'Hors ligne : séances enregistrées le 03/11/2026'],
    ['réservations PASS enregistrées', 'Hors ligne : réservations PASS enregistrées le 03/11/2026'],
  ])('names what was saved: %s', (what, message) => {
    expect(savedOnMessage('2026-11-03T09:15:00.000Z', what)).toBe(message);
  });
});

describe('labelWithoutConnection', () => {
  it.each([
    ['Réserver', true, 'Réserver'],
    ['Réserver', false, 'Réserver (connexion requise)'],
    ['Annuler la réservation', false, 'Annuler la réservation (connexion requise)'],
  ])('%s, online %s: %s', (label, online, shown) => {
    expect(labelWithoutConnection(label, online)).toBe(shown);
  });
});
