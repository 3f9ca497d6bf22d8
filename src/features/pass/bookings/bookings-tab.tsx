import { CalendarPlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { formatDate } from '@/shared/lib/dates';
import { useOnline } from '@/shared/lib/use-online';
import { connectionNeededNotice } from '@/shared/offline/connection-needed';
import { nextBookings } from '@/shared/offline/offline-copies';
import { saveOfflineBookings } from '@/shared/offline/offline-copies';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { errorToast } from '@/shared/ui/ui-slice';
import { EmptyState } from '@/shared/ui/empty-state';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { useGetPassClubActivitiesQuery } from '../api/get-club-activities';
import { useGetPassBookingsQuery, type PassBooking } from '../api/get-bookings';
import { useLazyGetPassSessionQuery } from '../api/get-session';
import { usePassContext } from '../context/pass-context';
import { useSessionDialog } from '../programme/use-session-dialog';
import { downloadBookingEvent } from './add-to-calendar';
import { splitBookings } from './rules/split-bookings';
import { Button } from '@/shared/ui/button';

/** Mes réservations (docs/spec/members-area.md 2): future bookings, then past ones dimmed. */
export default function BookingsTab() {
  const { account, club } = usePassContext();
  const bookings = useGetPassBookingsQuery(account.personne.idAyantDroit);
  const activities = useGetPassClubActivitiesQuery(club?.clubId ?? 0, { skip: !club });
  const [now] = useState(() => new Date());
  const [fetchSession] = useLazyGetPassSessionQuery();
  const openSession = useSessionDialog();
  const dispatch = useAppDispatch();
  const { future, past } = useMemo(
    () => splitBookings(bookings.data ?? [], club?.clubId ?? 0, now),
    [bookings.data, club, now],
  );

  const online = useOnline();
  const profile = useAppSelector(selectCurrentProfile);
  const profileId = profile?.id;
  const holder = profile?.firstname;

  const nameOf = (booking: PassBooking) =>
    booking.activiteNom ||
    activities.data?.find((item) => item.activiteId === booking.activiteId)?.activiteNom ||
    'Séance';

  // The next bookings as shown, kept on this device for offline use
  // (docs/adr/0016-installable-portal.md): what, when and which club, replaced at each online visit.
  const clubName = club?.clubNom ?? null;
  const activityNames = activities.data;
  useEffect(() => {
    if (profileId === undefined || !bookings.isSuccess) return;
    const named = (booking: PassBooking) =>
      booking.activiteNom ||
      activityNames?.find((item) => item.activiteId === booking.activiteId)?.activiteNom ||
      'Séance';
    const now = new Date();
    saveOfflineBookings({
      profileId,
      holder,
      kind: 'pass',
      savedAt: now.toISOString(),
      bookings: nextBookings(
        future.map((booking) => ({
          kind: 'pass' as const,
          title: named(booking),
          start: `${booking.lesActCals.dateRecur}T${booking.lesActCals.heureDebut.slice(0, 5)}`,
          end: `${booking.lesActCals.dateRecur}T${booking.lesActCals.heureFin.slice(0, 5)}`,
          place: null,
          club: clubName,
        })),
        now,
      ),
    });
  }, [profileId, holder, bookings.isSuccess, future, activityNames, clubName]);

  const open = async (booking: PassBooking) => {
    const result = await fetchSession(booking.lesActCals.rowId);
    if (result.data) {
      openSession({
        ...result.data,
        activityName: result.data.activityName || nameOf(booking),
        activiteId: result.data.activiteId ?? booking.activiteId,
      });
    }
  };

  const addToCalendar = async (booking: PassBooking) => {
    const done = await downloadBookingEvent(booking, nameOf(booking), club?.clubNom ?? '');
    if (!done) dispatch(errorToast("Le fichier d'agenda n'a pas pu être créé."));
  };

  return (
    <QueryBoundary
      query={bookings}
      loadingLabel="Chargement de vos réservations…"
      errorMessage="Vos réservations n’ont pas pu être chargées."
    >
      {() => (
        <div className="pass-bookings">
          <h2>Vos séances réservées</h2>
          {!online && <p className="pass-empty">{connectionNeededNotice}</p>}
          {future.length ? (
            <ul className="pass-booking-list">
              {future.map((booking) => (
                <li key={booking.rowid} className="pass-booking">
                  <button
                    type="button"
                    className="pass-booking__open"
                    onClick={() => void open(booking)}
                  >
                    <BookingText booking={booking} name={nameOf(booking)} />
                  </button>
                  <Button
                    className="pass-booking__calendar"
                    onClick={() => void addToCalendar(booking)}
                  >
                    <CalendarPlus aria-hidden="true" focusable="false" size={16} /> Ajouter à mon
                    agenda
                    <span className="visually-hidden">
                      {' '}
                      : {nameOf(booking)} du {formatDate(booking.lesActCals.dateRecur)}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState className="pass-empty">Aucune réservation pour l'instant.</EmptyState>
          )}
          <h2>Vos séances passées</h2>
          {past.length ? (
            <ul className="pass-booking-list pass-booking-list--past">
              {past.map((booking) => (
                <li key={booking.rowid} className="pass-booking pass-booking--past">
                  <BookingText booking={booking} name={nameOf(booking)} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState className="pass-empty">Aucune réservation pour l'instant.</EmptyState>
          )}
        </div>
      )}
    </QueryBoundary>
  );
}

function BookingText({ booking, name }: { booking: PassBooking; name: string }) {
  const { dateRecur, heureDebut, heureFin } = booking.lesActCals;
  return (
    <span className="pass-booking__text">
      <span className="pass-booking__name">{name}</span>
      <span>
        {formatDate(dateRecur)}, {heureDebut} – {heureFin}
      </span>
    </span>
  );
}
