import { describe, expect, it } from 'vitest';
import {
  futureSessions,
  placesText,
  seriesCommitmentText,
  seriesConfirmText,
  sessionAvailability,
  seriesUuid,
  sessionsToCancel,
} from '@/features/members/reservations/rules/reservation-eligibility';

const now = new Date('2026-11-23T10:00:00+01:00');
const session = (date: string, startHour: string, maxSlots: number, soldPlaces: number) => ({
  date,
  startHour,
  maxSlots,
  soldPlaces,
});

describe('reservation eligibility (members-area.md 4 Session reservation)', () => {
  it.each([
    ['places left, not reserved, to come', session('2026-11-24', '19:00', 20, 5), false, 'open'],
    ['one place left', session('2026-11-24', '19:00', 20, 19), false, 'open'],
    ['sold equals max', session('2026-11-24', '19:00', 20, 20), false, 'full'],
    ['sold above max', session('2026-11-24', '19:00', 20, 22), false, 'full'],
    ['yesterday', session('2026-11-22', '19:00', 20, 5), false, 'past'],
    ['earlier today', session('2026-11-23', '09:59', 20, 5), false, 'past'],
    ['starting now', session('2026-11-23', '10:00', 20, 5), false, 'past'],
    ['later today', session('2026-11-23', '10:01', 20, 5), false, 'open'],
    ['past and full: past first', session('2026-11-22', '19:00', 20, 20), false, 'past'],
    ['reserved: cancel is offered', session('2026-11-24', '19:00', 20, 20), true, 'reserved'],
  ] as const)('%s -> %s', (_case, item, reserved, expected) => {
    expect(sessionAvailability(item, reserved, now)).toBe(expected);
  });

  it.each([
    [0, '0 place disponible'],
    [1, '1 place disponible'],
    [2, '2 places disponibles'],
    [12, '12 places disponibles'],
  ])('%d -> %s', (count, text) => {
    expect(placesText(count)).toBe(text);
  });

  it.each([
    ['reserve', 6, 'Veuillez confirmer la réservation pour les 6 séances'],
    ['cancel', 5, "Veuillez confirmer l'annulation pour les 5 séances"],
    ['reserve', 1, 'Veuillez confirmer la réservation pour la séance'],
    ['cancel', 1, "Veuillez confirmer l'annulation pour la séance"],
  ] as const)('%s %d -> %s', (action, count, text) => {
    expect(seriesConfirmText(action, count)).toBe(text);
  });

  it.each([
    [
      6,
      "Cette séance fait partie d'une série : l'inscription et la désinscription valent pour les 6 séances à venir, auxquelles vous vous engagez.",
    ],
    [
      1,
      "Cette séance fait partie d'une série : l'inscription et la désinscription valent pour la séance à venir, à laquelle vous vous engagez.",
    ],
  ])('a series with %d sessions left warns: %s', (count, text) => {
    expect(seriesCommitmentText(count)).toBe(text);
  });

  it('keeps the sessions of a series still to come, in order', () => {
    const items = [
      session('2026-12-05', '10:00', 12, 0),
      session('2026-11-21', '10:00', 12, 0),
      session('2026-11-28', '10:00', 12, 0),
    ];
    expect(futureSessions(items, now).map((item) => item.date)).toEqual([
      '2026-11-28',
      '2026-12-05',
    ]);
  });
});

// members-area.md 4: 'reservation and cancellation apply to all sessions of the series'; 7: the
// DELETE cancels one session (issue 32: no designed allSessions).
describe('the sessions a cancellation cancels, one DELETE each', () => {
  const ofSeries = (id: number, date: string, reserved: boolean) => ({
    id,
    date,
    startHour: '10:00',
    reserved,
  });
  const series = [
    ofSeries(1, '2026-11-14', true),
    ofSeries(2, '2026-11-28', true),
    ofSeries(3, '2026-11-21', false),
    ofSeries(4, '2026-12-05', true),
  ];
  it.each([
    ['a single session: itself', { id: 9, static: false, uuid: 'seance-9' }, series, [9]],
    [
      'a series: itself, then the booked ones to come',
      { id: 2, static: true, uuid: 'serie-1' },
      series,
      [2, 4],
    ],
    ['a series not loaded: itself', { id: 2, static: true, uuid: 'serie-1' }, [], [2]],
    [
      'a recurring session without uuid (its series unknown): itself',
      { id: 2, static: true, uuid: null },
      series,
      [2],
    ],
    [
      'a series whose past session is booked: not that one',
      { id: 4, static: true, uuid: 'serie-1' },
      series,
      [4, 2],
    ],
  ])('%s', (_label, session, sessions, expected) => {
    expect(sessionsToCancel(session, sessions, now)).toEqual(expected);
  });
});

// members-area.md 3: Session uuid; docs/openapi/main-api.yaml allows it null (issue 32).
describe('the series of a session', () => {
  it.each([
    ['a recurring session: its uuid', { static: true, uuid: 'serie-1' }, 'serie-1'],
    ['a recurring session whose uuid is null: none', { static: true, uuid: null }, null],
    ['a single session: none', { static: false, uuid: 'seance-9' }, null],
    ['a single session whose uuid is null: none', { static: false, uuid: null }, null],
  ])('%s', (_label, session, expected) => {
    expect(seriesUuid(session)).toBe(expected);
  });
});
