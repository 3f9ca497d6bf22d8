import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  displayHour,
  findSession,
  sessionAvailability,
  sessionNotFoundMessage,
  sessionText,
} from '@/features/enrolment/rules/sessions';
import { session } from '../wizard/enrolment-factories';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("each session shows 'Tous les {weekday} du {date} de {start} à {end}'", () => {
  it.each([
    ['2025-09-08', '18:30:00', '20:00:00', 'Tous les lundis du 08/09/2025 de 18:30 à 20:00'],
    ['2025-09-13', '09:00:00', '10:15:00', 'Tous les samedis du 13/09/2025 de 09:00 à 10:15'],
  ])('%s %s-%s', (date, startHour, endHour, text) => {
    expect(sessionText({ date, startHour, endHour })).toBe(text);
  });

  it('shows hours as HH:mm', () => {
    expect(displayHour('07:05:00')).toBe('07:05');
  });
});

describe('session availability', () => {
  const today = new Date(2025, 8, 1);
  it.each([
    ['open', { availablePlaces: null, bookingOpensOn: null }, 'open', undefined],
    ['places left', { availablePlaces: 3, bookingOpensOn: '2025-09-01' }, 'open', undefined],
    ['full', { availablePlaces: 0, bookingOpensOn: null }, 'full', 'Cette séance est complète.'],
    [
      'not yet open',
      { availablePlaces: 5, bookingOpensOn: '2025-09-15' },
      'not-yet-open',
      'Vous pourrez réserver cette séance à partir du 15/09/2025',
    ],
  ] as const)('%s', (_case, fields, kind, message) => {
    const availability = sessionAvailability(fields, today);
    expect(availability.kind).toBe(kind);
    expect('message' in availability ? availability.message : undefined).toBe(message);
  });
});

describe('a selected session must be found in the list, else the error is only logged', () => {
  it.each([
    ['found', 900, 900, false],
    ['not found', 901, undefined, true],
    ['none selected', null, undefined, false],
  ])('%s', (_case, selected, found, logged) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(findSession([session()], selected)?.id).toBe(found);
    expect(log.mock.calls).toEqual(logged ? [[sessionNotFoundMessage]] : []);
  });
});
