import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarSession } from '@/features/members/api/calendar-session';
import { ReservationDialog } from '@/features/members/reservations/reservation-dialog';
import { seededProfileIds } from '@/mocks/db';
import { getMockDb, updateMockDb } from '@/mocks/db/mock-db';
import { dayNumber } from '@/mocks/handlers/enrolment/rules/days';
import {
  activitySessionsBetween,
  seriesSessions,
} from '@/mocks/handlers/members/reservations/calendar-sessions';
import { apiUrl } from '../../../mocks/api-urls';
import { recordRequests } from '../../../mocks/request-log';
import { answerFromTheSpecAlone } from '../../../spec-only-document';
import { renderWithProviders } from '../../../test-utils';

const claire = seededProfileIds.claireMartin;

/** A series of Claire's activity under way on 2026-11-02, every session of it booked by her. */
function claireBookedSeries() {
  const db = getMockDb();
  const season = db.seasons.find((row) => row.current);
  const held = db.memberships.find(
    (row) => row.profileId === claire && row.seasonId === season?.id && !row.licenceOnly,
  );
  const first = activitySessionsBetween(
    db,
    held?.activityId ?? 0,
    dayNumber('2026-11-03'),
    dayNumber('2026-12-31'),
    null,
  ).find((session) => session.static);
  if (!first) throw new Error('No series of Claire’s activity in the seed');
  const series = seriesSessions(db, first.uuid, null);
  updateMockDb((next) => {
    series.forEach((session, index) =>
      next.sessionReservations.push({
        id: index + 1,
        sessionId: session.id,
        profileId: claire,
        reservedAt: '2026-09-01T10:00:00Z',
      }),
    );
  });
  return { first, series };
}

const bookingsOfClaire = () =>
  getMockDb()
    .sessionReservations.filter((row) => row.profileId === claire)
    .map((row) => row.sessionId);

// Issue 32: the spec's DELETE /reservations/{sessionId}/profile/{profileId} cancels one session
// and has no series choice; members-area.md 4: the cancellation applies to the whole series.
describe('cancelling a series on a backend built from the spec alone', () => {
  answerFromTheSpecAlone();
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T09:00:00') }));
  afterEach(() => vi.useRealTimers());

  it('cancels every booked session to come, each by its own call', async () => {
    const { first, series } = claireBookedSeries();
    const upcoming = series.filter((session) => session.date > '2026-11-02');
    const pastBooked = series.filter((session) => session.date <= '2026-11-02');
    expect([upcoming.length, pastBooked.length]).toEqual([3, 3]);
    const cancels = recordRequests('DELETE', apiUrl(`/reservations/*/profile/${claire}`));
    // What the calendar hands the dialog: the session with the booking the spec call told.
    const session: CalendarSession = { ...first, reserved: true, imageUrl: null };
    const { user } = renderWithProviders(
      <ReservationDialog session={session} profileId={claire} onChanged={() => undefined} />,
      { user: 'famille.martin@exemple.fr' },
    );
    const cancel = await screen.findByRole('button', { name: 'Se désinscrire' });
    await screen.findByRole('list', { name: 'Séances à venir de la série' });
    await waitFor(() => expect(cancel).toBeEnabled());
    await user.click(cancel);
    expect(
      await screen.findByText(
        `Veuillez confirmer l'annulation pour les ${upcoming.length} séances`,
      ),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirmer' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await screen.findByRole('button', { name: "S'inscrire" })).toBeInTheDocument();
    expect(cancels.map((call) => call.url.search)).toEqual(upcoming.map(() => ''));
    expect(
      cancels.map((call) => Number(/reservations\/(\d+)\//.exec(call.url.pathname)?.[1])).sort(),
    ).toEqual(upcoming.map((item) => item.id).sort());
    expect(bookingsOfClaire()).toEqual(pastBooked.map((item) => item.id));
  });
});
