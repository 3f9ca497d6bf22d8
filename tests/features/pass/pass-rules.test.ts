import { describe, expect, it } from 'vitest';
import type { PassOffer } from '@/features/pass/api/get-offers';
import type { PassSubscription } from '@/features/pass/api/get-pass-account';
import type { PassBooking } from '@/features/pass/api/get-bookings';
import type { PassSession } from '@/features/pass/api/pass-session';
import { passLicenceNumber } from '@/features/pass/account/rules/pass-licence';
import {
  creditLabel,
  isUnlimited,
  usableSubscriptions,
} from '@/features/pass/account/rules/usable-offers';
import { splitBookings } from '@/features/pass/bookings/rules/split-bookings';
import { catalogueOffers, offersByPrice } from '@/features/pass/catalogue/rules/catalogue-offers';
import { defaultClubId, visibleClubs } from '@/features/pass/clubs/rules/visible-clubs';
import { availability } from '@/features/pass/programme/rules/availability';
import {
  bookingDecision,
  canCancel,
  cancellationQuestion,
  cancellationText,
  cancellationDeadline,
} from '@/features/pass/programme/rules/booking';
import { isCoachOf } from '@/features/pass/programme/rules/coach';
import { nextMonthPage, shouldAutoLoad } from '@/features/pass/programme/rules/month-loading';
import {
  programmeDays,
  programmeDaysByMonth,
  type MonthDaysCache,
} from '@/features/pass/programme/rules/programme-days';
import {
  compatibleSubscription,
  sessionOffers,
} from '@/features/pass/programme/rules/session-offers';
import { isPast } from '@/features/pass/programme/rules/session-time';
import { termsAccepted } from '@/features/pass/terms/rules/terms-acceptance';

const now = new Date(2026, 10, 25, 10, 0); // Wednesday 25 November 2026, 10:00
const today = '2026-11-25';

const club = (clubId: number, actif: boolean) => ({
  clubId,
  clubNom: `Club ${clubId}`,
  actif,
  nbJoursPossibleReservation: 14,
  nbHeuresCarrenceAnnulation: 24,
});

const subscription = (over: Partial<PassSubscription>): PassSubscription => ({
  id: 1,
  offerId: 101,
  nom: 'Carnet',
  clubId: 11,
  imageUrl: null,
  credit: 5,
  nombreJetons: 10,
  fin: '2027-01-01',
  prix: 80,
  ...over,
});

const offer = (over: Partial<PassOffer>): PassOffer => ({
  id: 101,
  offreNom: 'Carnet',
  offreDescriptif: '',
  nombreJetons: 10,
  prix: 80,
  dateFin: '2027-01-01',
  actif: true,
  imageUrl: null,
  lienpaiement: null,
  consigne: '',
  clubId: 11,
  jeton: 'O',
  ...over,
});

const session = (over: Partial<PassSession>): PassSession => ({
  id: 1,
  clubId: 11,
  activiteId: 1,
  activityName: 'Yoga',
  image: null,
  description: '',
  day: '2026-11-27',
  start: '18:00',
  end: '19:00',
  places: 5,
  bookings: 3,
  coachId: null,
  adresse: '',
  codePostal: '',
  ville: '',
  commentaire: '',
  offreId: -1,
  ...over,
});

describe('clubs shown by build', () => {
  const clubs = [club(1, true), club(2, false), club(3, true)];
  it.each([
    [true, [1, 3]],
    [false, [2]],
  ])('production %s shows %j', (production, ids) => {
    expect(visibleClubs(clubs, production).map((item) => item.clubId)).toEqual(ids);
  });
  it.each([
    [3, 3],
    [9, 1],
    [undefined, 1],
  ])('default club with stored %s is %s', (stored, expected) => {
    expect(defaultClubId(clubs, stored)).toBe(expected);
  });
  it('default club is 0 without clubs', () => expect(defaultClubId([], 4)).toBe(0));
});

describe('usable offers', () => {
  it.each([
    ['credits left', subscription({}), true],
    ['no credit left', subscription({ credit: 0 }), false],
    ['unlimited without credit', subscription({ credit: 0, nombreJetons: -1 }), true],
    ['jeton N', subscription({ credit: 0, jeton: 'N' }), true],
    ['ended yesterday', subscription({ fin: '2026-11-24' }), false],
    ['ends today', subscription({ fin: today }), true],
    ['another club', subscription({ clubId: 12 }), false],
  ])('%s', (_name, item, usable) => {
    expect(usableSubscriptions([item], 11, today)).toHaveLength(usable ? 1 : 0);
  });
  it.each([
    [subscription({ credit: 7, nombreJetons: 10 }), '7/10 jetons'],
    [subscription({ nombreJetons: -1 }), 'À volonté'],
    [subscription({ jeton: 'N' }), 'À volonté'],
  ])('credit label %#', (item, label) => expect(creditLabel(item)).toBe(label));
  it('unlimited offer in the offers list: nombreJetons 0', () =>
    expect(isUnlimited({ nombreJetons: 0 })).toBe(true));
});

describe('session offers', () => {
  const offers = [
    offer({ id: 1, prix: 80 }),
    offer({ id: 2, prix: 12 }),
    offer({ id: 3, actif: false, prix: 5 }),
    offer({ id: 4, dateFin: '2026-11-01', prix: 6 }),
  ];
  it('keeps active offers not ended, by price', () =>
    expect(sessionOffers(offers, { offreId: -1 }, today).map((item) => item.id)).toEqual([2, 1]));
  it('keeps only the session offer when offreID is set', () =>
    expect(sessionOffers(offers, { offreId: 1 }, today).map((item) => item.id)).toEqual([1]));
  it('prefers an unlimited compatible subscription', () => {
    const usable = [
      subscription({ id: 1, offerId: 1 }),
      subscription({ id: 2, offerId: 2, nombreJetons: -1 }),
    ];
    expect(compatibleSubscription(usable, offers)?.id).toBe(2);
    expect(compatibleSubscription(usable, [offer({ id: 9 })])).toBeUndefined();
  });
});

describe('can book', () => {
  const settings = club(11, false);
  const compatible = subscription({});
  it.each([
    ['bookable', session({}), compatible, true, 'bookable'],
    ['full', session({ places: 0 }), compatible, true, 'Cette séance est complète.'],
    ['unlimited places', session({ places: -1 }), compatible, true, 'bookable'],
    [
      'no compatible offer',
      session({}),
      undefined,
      true,
      "Vous devez disposer d'une offre compatible pour réserver cette séance.",
    ],
    [
      'window not open',
      session({ day: '2026-12-20' }),
      compatible,
      true,
      'Vous pourrez réserver cette séance à partir du 06/12/2026 à 18:00',
    ],
    [
      'window opens exactly now',
      session({ day: '2026-12-09', start: '10:00' }),
      compatible,
      true,
      'bookable',
    ],
    [
      'no premium licence',
      session({}),
      compatible,
      false,
      expect.stringContaining('licence PREMIUM'),
    ],
    [
      'already started',
      session({ day: today, start: '09:00' }),
      compatible,
      true,
      'Cette séance est déjà passée.',
    ],
  ])('%s', (_name, item, sub, premium, expected) => {
    const decision = bookingDecision({
      session: item,
      club: settings,
      compatible: sub,
      premium,
      now,
    });
    expect(decision.kind === 'bookable' ? 'bookable' : decision.message).toEqual(expected);
  });
  it('states the cancellation deadline', () => {
    expect(cancellationDeadline(session({}), settings)).toEqual(new Date(2026, 10, 26, 18, 0));
  });
});

describe('can cancel', () => {
  it.each([
    ['in 2 days', session({ day: '2026-11-27' }), true],
    ['in 24 h exactly', session({ day: '2026-11-26', start: '10:00' }), false],
    ['in 24 h 15', session({ day: '2026-11-26', start: '10:15' }), true],
    ['tonight', session({ day: today, start: '18:00' }), false],
  ])('%s', (_name, item, allowed) => expect(canCancel(item, club(11, false), now)).toBe(allowed));
});

describe('what the dialog says about cancelling: never a deadline gone by', () => {
  const oneHour = { ...club(11, false), nbHeuresCarrenceAnnulation: 1 };
  it.each([
    [
      'booked, in 2 days: the deadline ahead',
      session({ day: '2026-11-27' }),
      club(11, false),
      true,
      "Annulation possible jusqu'au 26/11/2026 à 18:00.",
    ],
    [
      // The case: on 25/11 a booking for tonight offered 'jusqu'au 24/11/2026'.
      'booked, tonight: the deadline (24/11 at 18:00) has passed',
      session({ day: today, start: '18:00' }),
      club(11, false),
      true,
      'Vous ne pouvez plus annuler une réservation moins de 24 heures avant la séance.',
    ],
    [
      'booked, in 24 h exactly: the deadline is now',
      session({ day: '2026-11-26', start: '10:00' }),
      club(11, false),
      true,
      'Vous ne pouvez plus annuler une réservation moins de 24 heures avant la séance.',
    ],
    [
      'booked, a one-hour delay, in 30 minutes',
      session({ day: today, start: '10:30' }),
      oneHour,
      true,
      'Vous ne pouvez plus annuler une réservation moins de 1 heure avant la séance.',
    ],
    [
      'booked, a one-hour delay, tonight',
      session({ day: today, start: '18:00' }),
      oneHour,
      true,
      "Annulation possible jusqu'au 25/11/2026 à 17:00.",
    ],
    [
      'to book, in 2 days',
      session({ day: '2026-11-27' }),
      club(11, false),
      false,
      "Annulation possible jusqu'au 26/11/2026 à 18:00.",
    ],
    [
      'to book, tonight: the deadline has passed',
      session({ day: today, start: '18:00' }),
      club(11, false),
      false,
      'Une fois réservée, cette séance ne pourra pas être annulée : elle commence dans moins de 24 heures.',
    ],
  ])('%s', (_name, item, settings, booked, expected) =>
    expect(cancellationText(item, settings, now, booked)).toBe(expected),
  );
});

describe('what cancelling asks first, and whether the credit comes back', () => {
  it.each([
    [
      'booked with a credit-based offer',
      subscription({}),
      'Voulez-vous vraiment annuler cette réservation ? Le jeton de cette séance sera rendu à votre offre Carnet.',
    ],
    [
      'booked with an unlimited offer',
      subscription({ nom: 'Illimité', nombreJetons: -1 }),
      "Voulez-vous vraiment annuler cette réservation ? Votre offre Illimité est à volonté : aucun jeton n'est en jeu.",
    ],
    ['the offer is not known', undefined, 'Voulez-vous vraiment annuler cette réservation ?'],
  ])('%s', (_name, paidWith, expected) => expect(cancellationQuestion(paidWith)).toBe(expected));
});

describe('coach', () => {
  const account = { estCoach: true, personne: { idAyantDroit: 9002 } };
  it.each([
    [account, 9002, true],
    [account, 9001, false],
    [account, null, false],
    [{ ...account, estCoach: false }, 9002, false],
    [undefined, 9002, false],
  ])('%# coach', (who, coachId, expected) => expect(isCoachOf(who, { coachId })).toBe(expected));
});

describe('month loading', () => {
  it.each([
    [0, 1],
    [4, 5],
    [5, undefined],
  ])('after page %s comes %s', (page, next) => expect(nextMonthPage(page)).toBe(next));
  it.each([
    [0, 1, true],
    [4, 1, true],
    [5, 1, false],
    [4, 6, false],
  ])('%s sessions after %s months: auto-load %s', (sessions, months, expected) =>
    expect(shouldAutoLoad(sessions, months)).toBe(expected),
  );
});

describe('future versus past', () => {
  it.each([
    [today, '09:59', true],
    [today, '10:00', true],
    [today, '10:01', false],
    ['2026-11-24', '23:00', true],
    ['2026-11-26', '00:00', false],
  ])('%s %s past: %s', (day, start, past) => expect(isPast({ day, start }, now)).toBe(past));

  it('splits bookings of the club, sorted', () => {
    const booking = (rowid: number, day: string, start: string, clubId = 11): PassBooking => ({
      rowid,
      activiteId: 1,
      activiteNom: 'Yoga',
      lesActCals: { rowId: rowid, clubId, dateRecur: day, heureDebut: start, heureFin: '23:00' },
    });
    const { future, past } = splitBookings(
      [
        booking(1, '2026-12-01', '10:00'),
        booking(2, today, '11:00'),
        booking(3, today, '09:00'),
        booking(4, '2026-11-20', '10:00'),
        booking(5, '2026-12-02', '10:00', 12),
      ],
      11,
      now,
    );
    expect(future.map((item) => item.rowid)).toEqual([2, 1]);
    expect(past.map((item) => item.rowid)).toEqual([3, 4]);
  });
});

describe('availability text and colour', () => {
  it.each([
    [-1, 'Places disponibles !', 'free'],
    [0, 'Plus de places', 'full'],
    [1, 'Il reste 1 place', 'few'],
    [3, 'Il reste 3 places', 'few'],
    [4, 'Il reste 4 places', 'some'],
  ])('%s places', (places, text, tone) => expect(availability(places)).toEqual({ text, tone }));
});

describe('programme days', () => {
  it('hides past sessions, sorts, capitalises the headers', () => {
    const days = programmeDays(
      [
        session({ id: 1, day: '2026-11-26', start: '18:00' }),
        session({ id: 2, day: '2026-11-26', start: '07:00' }),
        session({ id: 3, day: today, start: '09:00' }),
        session({ id: 4, day: today, start: '12:00' }),
        session({ id: 5, day: '2026-12-01', start: '10:00' }),
      ],
      now,
    );
    expect(days.map((day) => [day.title, day.sessions.map((item) => item.id)])).toEqual([
      ['Mercredi 25 novembre 2026', [4]],
      ['Jeudi 26 novembre 2026', [2, 1]],
      // French writes the first of the month '1er'.
      ['Mardi 1er décembre 2026', [5]],
    ]);
  });

  const november = [
    session({ id: 11, day: today, start: '09:00' }),
    session({ id: 12, day: today, start: '12:00' }),
  ];
  const december = [session({ id: 21, day: '2026-12-02', start: '08:00' })];

  it('groups month after month, in order, like the whole list', () => {
    const days = programmeDaysByMonth([november, december], now, new WeakMap());
    expect(days).toEqual(programmeDays([...november, ...december], now));
  });

  it.each([
    ['a later month arrives', now, true],
    ['now moves on without a session passing', new Date(2026, 10, 25, 11, 0), true],
    ['a session of the month passes', new Date(2026, 10, 25, 12, 30), false],
  ])('keeps the day objects of an unchanged month when %s (%s)', (_case, later, same) => {
    const cache: MonthDaysCache = new WeakMap();
    const before = programmeDaysByMonth([november], now, cache);
    const after = programmeDaysByMonth([november, december], later, cache);
    expect(after[0] === before[0]).toBe(same);
    expect(after.at(-1)?.day).toBe('2026-12-02');
  });

  it('groups a patched month again', () => {
    const cache: MonthDaysCache = new WeakMap();
    const before = programmeDaysByMonth([november], now, cache);
    const patched = [november[0]!, { ...november[1]!, ville: 'Villeurbanne' }];
    const after = programmeDaysByMonth([patched], now, cache);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]?.sessions.map((item) => item.ville)).toEqual(['Villeurbanne']);
  });
});

describe('the catalogue lists the offers still on sale (today 25/11/2026)', () => {
  it.each([
    ['ended on 15/11', offer({ dateFin: '2026-11-15' }), false],
    ['ended yesterday', offer({ dateFin: '2026-11-24' }), false],
    ['ends today', offer({ dateFin: today }), true],
    ['ends later', offer({ dateFin: '2027-01-01' }), true],
    ['without end date', offer({ dateFin: null }), true],
    ['no longer run by the club', offer({ actif: false }), false],
  ])('%s: listed %s', (_name, item, listed) =>
    expect(catalogueOffers([item], today)).toHaveLength(listed ? 1 : 0),
  );

  it('sorts what is left by price', () =>
    expect(
      catalogueOffers(
        [
          offer({ id: 1, prix: 9 }),
          offer({ id: 2, prix: 3, dateFin: '2026-11-15' }),
          offer({ id: 3, prix: 5 }),
        ],
        today,
      ).map((item) => item.id),
    ).toEqual([3, 1]));
});

describe('offers by price and terms version', () => {
  it('sorts by price', () =>
    expect(
      offersByPrice([offer({ id: 1, prix: 9 }), offer({ id: 2, prix: 3 })]).map((item) => item.id),
    ).toEqual([2, 1]));
  it.each([
    [true, '2', '2', true],
    [true, '1', '2', false],
    [true, undefined, '2', false],
    [undefined, '2', '2', false],
  ])('flag %s version %s of %s: accepted %s', (flag, version, current, expected) =>
    expect(termsAccepted(flag, version, current)).toBe(expected),
  );
});

describe('PASS licence', () => {
  const membership = (number: string | null) =>
    ({
      license:
        number === null ? null : { number, licenseLevel: { level: 1, title: 'Premium', type: 1 } },
    }) as never;
  it.each([
    [[membership('A-1')], 'A-1'],
    [[membership(null), membership('B-2')], 'B-2'],
    [[membership(null)], null],
    [[], null],
  ])('%# licence', (memberships, expected) =>
    expect(passLicenceNumber(memberships)).toBe(expected),
  );
});
