import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReservationsCalendar } from '@/features/members/reservations/reservations-calendar';
import { seededProfileIds } from '@/mocks/db';
import { getMockDb, updateMockDb } from '@/mocks/db/mock-db';
import { dayNumber } from '@/mocks/handlers/enrolment/rules/days';
import { activitySessionsBetween } from '@/mocks/handlers/members/reservations/calendar-sessions';
import { apiUrl } from '../../../mocks/api-urls';
import { recordRequests } from '../../../mocks/request-log';
import { answerFromTheSpecAlone } from '../../../spec-only-document';
import { renderWithProviders } from '../../../test-utils';

const claire = seededProfileIds.claireMartin;

/** Claire's activity this season, and the month's single sessions of its first category. */
function claireSessionsOfTheMonth() {
  const db = getMockDb();
  const season = db.seasons.find((row) => row.current);
  const held = db.memberships.find(
    (row) => row.profileId === claire && row.seasonId === season?.id && !row.licenceOnly,
  );
  if (!held) throw new Error('Claire holds no membership this season in the seed');
  const sessions = activitySessionsBetween(
    db,
    held.activityId,
    dayNumber('2026-11-01'),
    dayNumber('2026-11-30'),
    null,
  ).filter((session) => !session.static);
  const categoryId = sessions[0]?.categoryId ?? 0;
  return {
    activityId: held.activityId,
    categoryId,
    sessions: sessions.filter((session) => session.categoryId === categoryId),
  };
}

// Issue 32: a spec-built backend's sessions have no `reserved` (designed); the spec's call
// GET /reservations/{sessionId}/profile/{profileId} tells the member's bookings.
describe("the calendar's 'Mes réservations' from a backend built from the spec alone", () => {
  answerFromTheSpecAlone();
  // Only the clock's date: the calendar opens on a November of the season.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-16T09:00:00') }));
  afterEach(() => vi.useRealTimers());

  it('lists the session the member booked, known from the spec call', async () => {
    const { activityId, categoryId, sessions } = claireSessionsOfTheMonth();
    const booked = sessions[2];
    if (!booked) throw new Error('No session to book in the seed');
    updateMockDb((db) => {
      db.sessionReservations.push({
        id: 1,
        sessionId: booked.id,
        profileId: claire,
        reservedAt: '2026-11-02T10:00:00Z',
      });
    });
    const asked = recordRequests('GET', apiUrl(`/reservations/*/profile/${claire}`));
    const { user } = renderWithProviders(
      <ReservationsCalendar
        owner={{ profileId: claire, holder: 'Claire', clubs: {} }}
        scope={{ activityIds: [activityId], categoryIds: [categoryId] }}
      />,
      { user: 'famille.martin@exemple.fr' },
    );
    await user.click(await screen.findByText('Mes réservations'));
    const title = `${booked.activityName} - ${booked.categoryName} (inscrit)`;
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getAllByText(title)).toHaveLength(1);
    expect(asked.length).toBeGreaterThan(0);
  });
});
