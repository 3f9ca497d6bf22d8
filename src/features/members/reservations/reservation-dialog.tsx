import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { formatDate, longDay } from '@/shared/lib/dates';
import { useOnline } from '@/shared/lib/use-online';
import { connectionNeededNotice, labelWithoutConnection } from '@/shared/offline/connection-needed';
import { useAppDispatch } from '@/shared/store/store';
import { Spinner } from '@/shared/ui/spinner';
import { ActivityPicture } from '@/shared/ui/discipline-picture/activity-picture';
import { errorToast, successToast } from '@/shared/ui/ui-slice';
import { useCancelReservationMutation } from '../api/cancel-reservation';
import type { CalendarSession } from '../api/calendar-session';
import { useGetReservationStatusQuery } from '../api/get-reservation-status';
import { useGetSeriesSessionsQuery } from '../api/get-series-sessions';
import { useGetSeriesSiblingsQuery } from '../api/get-series-siblings';
import { useReserveSessionMutation } from '../api/reserve-session';
import { exportCalendarFile } from './export-calendar-file';
import {
  futureSessions,
  placesLeft,
  placesText,
  reservationTexts,
  seriesCommitmentText,
  seriesConfirmText,
  sessionAvailability,
  seriesUuid,
  sessionsToCancel,
} from './rules/reservation-eligibility';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

const longDate = (date: string) => {
  const text = longDay(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const hour = (value: string) => value.slice(0, 5);

type Props = { session: CalendarSession; profileId: number; onChanged: () => void };

/** The 500 px reservation modal (docs/spec/members-area.md 2 and 4). */
export function ReservationDialog({ session, profileId, onChanged }: Props) {
  const dispatch = useAppDispatch();
  const status = useGetReservationStatusQuery({ sessionId: session.id, profileId });
  // A recurring session whose uuid is null is shown and booked alone (rules: seriesUuid).
  const uuid = seriesUuid(session);
  const isSeries = uuid !== null;
  const series = useGetSeriesSessionsQuery({ uuid: uuid ?? '', profileId }, { skip: !isSeries });
  const siblings = useGetSeriesSiblingsQuery(uuid ?? '', { skip: !isSeries });
  const [reserve, reserving] = useReserveSessionMutation();
  const [cancel, cancelling] = useCancelReservationMutation();
  const [confirming, setConfirming] = useState<'reserve' | 'cancel' | null>(null);
  // Without a network the buttons say so instead of failing (docs/adr/0016-installable-portal.md).
  const online = useOnline();

  const now = new Date();
  const reserved = status.data ?? session.reserved;
  const current = series.data?.find((item) => item.id === session.id) ?? session;
  const availability = sessionAvailability(current, reserved, now);
  const upcoming = futureSessions(series.data ?? [], now);
  const count = siblings.data ?? upcoming.length;
  const busy = reserving.isLoading || cancelling.isLoading;
  const allDates = series.data ?? [];
  const firstDate = allDates[0]?.date ?? session.date;
  const lastDate = allDates[allDates.length - 1]?.date ?? session.date;

  const act = async (action: 'reserve' | 'cancel') => {
    setConfirming(null);
    try {
      if (action === 'reserve') {
        await reserve({ sessionId: session.id, profileId, allSessions: isSeries }).unwrap();
      } else {
        const ids = sessionsToCancel(session, series.data ?? [], new Date());
        await Promise.all(ids.map((sessionId) => cancel({ sessionId, profileId }).unwrap()));
      }
      dispatch(
        successToast(
          action === 'reserve' ? 'Inscription enregistrée' : 'Désinscription enregistrée',
        ),
      );
      onChanged();
    } catch {
      // The API layer has shown the server's message.
    }
  };

  const ask = (action: 'reserve' | 'cancel') =>
    isSeries ? setConfirming(action) : void act(action);

  const exportFile = () => {
    const sessions = isSeries
      ? upcoming.filter((item) => item.reserved)
      : [{ ...current, reserved: true }];
    exportCalendarFile(sessions, getRuntimeConfig().productName, isSeries).catch(() =>
      dispatch(errorToast("Le fichier d'agenda n'a pas pu être créé.")),
    );
  };

  return (
    <div className="reservation-dialog">
      <ActivityPicture
        className="reservation-dialog__image"
        src={session.imageUrl}
        name={session.activityName}
        width={320}
        height={180}
      />
      <p className="reservation-dialog__when">
        {isSeries ? (
          <>
            Du {formatDate(firstDate)} au {formatDate(lastDate)}
            <br />
            {longDate(session.date)}
          </>
        ) : (
          longDate(session.date)
        )}
        <br />
        {hour(session.startHour)} - {hour(session.endHour)}
      </p>
      {session.description && <p>{session.description}</p>}
      <p className="reservation-dialog__places">{placesText(placesLeft(current))}</p>

      {isSeries && availability !== 'past' && (
        <div className="reservation-dialog__warning" role="note">
          <p>{seriesCommitmentText(count)}</p>
          {series.isLoading ? (
            <Spinner label="Chargement des séances…" />
          ) : (
            <ul aria-label="Séances à venir de la série">
              {upcoming.map((item) => (
                <li key={item.id}>
                  {longDate(item.date)}, {hour(item.startHour)} - {hour(item.endHour)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {availability === 'past' && <p role="status">{reservationTexts.past}</p>}
      {availability === 'full' && <p role="status">{reservationTexts.full}</p>}

      {!online && availability !== 'past' && <p role="status">{connectionNeededNotice}</p>}

      {confirming ? (
        <div className="reservation-dialog__confirm" role="alert">
          <p>{seriesConfirmText(confirming, count)}</p>
          <DialogActions onCancel={() => setConfirming(null)}>
            <Button
              variant="primary"
              // A series' cancellation needs the series' bookings (one DELETE each).
              disabled={busy || !online || (confirming === 'cancel' && series.isFetching)}
              onClick={() => void act(confirming)}
            >
              {labelWithoutConnection('Confirmer', online)}
            </Button>
          </DialogActions>
        </div>
      ) : (
        <DialogActions>
          {availability === 'open' && (
            <Button
              variant="primary"
              disabled={busy || status.isFetching || !online}
              onClick={() => ask('reserve')}
            >
              {labelWithoutConnection("S'inscrire", online)}
            </Button>
          )}
          {availability === 'reserved' && (
            <>
              <Button
                variant="danger"
                disabled={busy || status.isFetching || !online}
                onClick={() => ask('cancel')}
              >
                {labelWithoutConnection('Se désinscrire', online)}
              </Button>
              <Button variant="secondary" onClick={exportFile}>
                <CalendarPlus aria-hidden="true" focusable="false" size={18} /> Ajouter à mon agenda
              </Button>
            </>
          )}
        </DialogActions>
      )}
    </div>
  );
}
