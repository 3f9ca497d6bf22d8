import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedCarts } from '@/features/enrolment/cart/cart-storage';
import { newBasket } from '@/features/enrolment/wizard/basket';
import { storedBaskets } from '@/features/enrolment/wizard/basket-storage';
import { storedPassClub } from '@/features/pass/clubs/stored-pass-club';
import { storedTermsAccepted } from '@/features/pass/terms/terms-storage';
import { onStoredStateDiscarded, type StoredState } from '@/shared/lib/stored-state';
import { storedOfflineBookings, storedOfflineCards } from '@/shared/offline/offline-copies';
import { passTermsFlag, storedPassTerms } from '@/shared/session/stored-pass-terms';
import { apiProfile } from '../../factories';
import { cartItem } from '../../features/enrolment/cart/enrolment-test-utils';

const basket = newBasket({
  profile: apiProfile({ id: 12 }),
  accountEmail: 'famille.martin@exemple.fr',
  clubId: 1,
  activityId: 3,
  categoryId: 5,
});
const baskets = { '12': { ...basket, stepId: 'licence' as const } };
const offlineCard = {
  profileId: 101,
  firstname: 'Claire',
  lastname: 'MARTIN',
  photo: null,
  licenceNumber: 'AMSF-069-001984',
  level: 'Premium',
  season: '2026/2027',
  clubs: ['AMSF Lyon'],
  verificationPath: '/attestation/verifier/12/K3FQ-9ZXD-2M7P',
  savedAt: '2026-11-25T09:00:00.000Z',
};
const offlineBooking = {
  kind: 'club' as const,
  title: 'Natation - Adultes',
  start: '2026-12-01T19:00',
  end: '2026-12-01T20:00',
  place: null,
};
const offlineCopy = (bookings: object[]) => [
  { profileId: 101, kind: 'club', bookings, savedAt: '2026-11-25T09:00:00.000Z' },
];
const carts = { 'famille.martin@exemple.fr': [cartItem({ key: 'a' })] };

type Case = {
  name: string;
  store: StoredState<unknown>;
  current: unknown;
  /** What a build before versions wrote, and what it reads as today. */
  legacy: { raw: string; value: unknown; extra?: Record<string, string> };
  garbage: string[];
};

const cases: Case[] = [
  {
    name: 'the sign-up wizard baskets',
    store: storedBaskets as StoredState<unknown>,
    current: baskets,
    legacy: { raw: JSON.stringify(baskets), value: baskets },
    garbage: [
      '{oops',
      JSON.stringify({ '12': { ...basket, stepId: 'no-such-step' } }),
      JSON.stringify({ version: 2, data: baskets }),
    ],
  },
  {
    name: 'the carts',
    store: storedCarts as StoredState<unknown>,
    current: carts,
    legacy: { raw: JSON.stringify(carts), value: carts },
    garbage: ['[1, 2', JSON.stringify({ version: 1, data: { a: [{ key: 1 }] } }), '"broken'],
  },
  {
    name: 'the selected PASS club',
    store: storedPassClub as StoredState<unknown>,
    current: 7,
    legacy: { raw: '7', value: 7 },
    garbage: ['7.5', '"seven"', JSON.stringify({ version: 9, data: 7 })],
  },
  {
    name: 'the PASS terms acceptance',
    store: storedPassTerms as StoredState<unknown>,
    current: { termsVersion: '2021-04' },
    legacy: {
      raw: 'true',
      value: { termsVersion: '2021-04' },
      extra: { termsUseVersion: '"2021-04"' },
    },
    garbage: ['42', 'false', '{not json'],
  },
  {
    name: 'the offline licence cards',
    store: storedOfflineCards as StoredState<unknown>,
    current: [offlineCard],
    legacy: { raw: JSON.stringify([offlineCard]), value: [offlineCard] },
    garbage: [
      '{oops',
      JSON.stringify([{ profileId: 'one' }]),
      JSON.stringify({ version: 2, data: [] }),
    ],
  },
  {
    name: 'the offline next sessions and bookings',
    store: storedOfflineBookings as StoredState<unknown>,
    current: offlineCopy([{ ...offlineBooking, club: 'AMSF Lyon' }]),
    legacy: {
      raw: JSON.stringify(offlineCopy([offlineBooking])),
      value: offlineCopy([{ ...offlineBooking, club: null }]),
    },
    garbage: [
      '[1, 2',
      JSON.stringify(offlineCopy([{ ...offlineBooking, kind: 'health' }])),
      JSON.stringify({ version: 3, data: [] }),
    ],
  },
];

let told: string[] = [];
beforeEach(() => {
  told = [];
  onStoredStateDiscarded((notice) => told.push(notice));
});
afterEach(() => onStoredStateDiscarded(undefined));

describe.each(cases)('$name', ({ store, current, legacy, garbage }) => {
  it('reads back the current version', () => {
    store.write(current);
    expect(JSON.parse(window.localStorage.getItem(store.key) ?? 'null')).toEqual({
      version: 1,
      data: current,
    });
    expect(store.readWithOutcome()).toEqual({ value: current, outcome: 'current' });
  });

  it('reads what a build before versions wrote, and writes it back versioned', () => {
    for (const [key, value] of Object.entries(legacy.extra ?? {})) {
      window.localStorage.setItem(key, value);
    }
    window.localStorage.setItem(store.key, legacy.raw);
    expect(store.readWithOutcome()).toEqual({ value: legacy.value, outcome: 'migrated' });
    expect(store.readWithOutcome()).toEqual({ value: legacy.value, outcome: 'current' });
    expect(told).toEqual([]);
  });

  it.each(garbage)('discards %s with a French message', (raw) => {
    window.localStorage.setItem(store.key, raw);
    expect(store.readWithOutcome()).toEqual({ value: undefined, outcome: 'discarded' });
    expect(window.localStorage.getItem(store.key)).toBeNull();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/n'a pas pu être reprise? : /);
  });
});

describe('the PASS terms flag', () => {
  it('is set for any version, and accepted only for the current one', () => {
    expect(passTermsFlag()).toBe(false);
    storedPassTerms.write({ termsVersion: '2019-01' });
    expect(passTermsFlag()).toBe(true);
    expect(storedTermsAccepted()).toBe(false);
    storedPassTerms.write({ termsVersion: '2021-04' });
    expect(storedTermsAccepted()).toBe(true);
  });
});
