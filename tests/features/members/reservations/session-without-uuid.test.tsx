import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationsCalendar } from '@/features/members/reservations/reservations-calendar';
import { mockControl } from '@/mocks/control';
import { seededProfileIds } from '@/mocks/db';
import { renderWithProviders } from '../../../test-utils';

const claire = seededProfileIds.claireMartin;

/** A session as a spec-built backend answers it: the spec's fields, `uuid` null (allowed). */
const session = (id: number, date: string, uuid: string | null, recurring: boolean) => ({
  id,
  uuid,
  date,
  startHour: '18:00:00',
  endHour: '19:00:00',
  activityId: 101,
  activityName: 'Natation',
  categoryId: 11,
  categoryName: `Adultes ${id}`,
  description: null,
  maxSlots: 20,
  soldPlaces: 4,
  static: recurring,
});

// Issue 32: docs/openapi/main-api.yaml lets Session.uuid be null; such a session stays on screen.
describe('a calendar session whose uuid is null', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-16T09:00:00') }));
  afterEach(() => vi.useRealTimers());

  it('is shown beside the others, a recurring one too', async () => {
    mockControl.answer('GET', '/public/sessions', [
      session(1, '2026-11-17', 'seance-1', false),
      session(2, '2026-11-18', null, false),
      session(3, '2026-11-19', null, true),
    ]);
    mockControl.answer('GET', `/reservations/*/profile/${claire}`, false);
    renderWithProviders(
      <ReservationsCalendar
        owner={{ profileId: claire, holder: 'Claire', clubs: {} }}
        scope={{ activityIds: [101], categoryIds: [11] }}
      />,
      { user: 'famille.martin@exemple.fr' },
    );
    for (const title of ['Natation - Adultes 1', 'Natation - Adultes 2', 'Natation - Adultes 3']) {
      expect(await screen.findByText(title)).toBeInTheDocument();
    }
  });
});
