import { useState } from 'react';
import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import { useOnline } from '@/shared/lib/use-online';
import { connectionNeededNotice, labelWithoutConnection } from '@/shared/offline/connection-needed';
import type { ApiQueryError } from '@/shared/api/api-slice';
import { useAppDispatch } from '@/shared/store/store';
import { errorToast, successToast } from '@/shared/ui/ui-slice';
import { useBookPassSessionMutation, useCancelPassBookingMutation } from '../api/book-session';
import { useGetPassActivityOffersQuery, useGetPassOfferQuery } from '../api/get-offers';
import { useGetPassClubsQuery } from '../api/get-pass-clubs';
import { useGetPassBookingsQuery } from '../api/get-bookings';
import { useGetPassSessionQuery } from '../api/get-session';
import type { PassSession } from '../api/pass-session';
import { passDay } from '../api/pass-formats';
import { passOutcome, type PassOutcome } from '../api/pass-text-answer';
import { creditLabel, hasNotEnded, usableSubscriptions } from '../account/rules/usable-offers';
import { CoachPanel } from '../coach/coach-panel';
import { usePassContext } from '../context/pass-context';
import { BookingInterruptedNotice } from './booking-interrupted-notice';
import { availability } from './rules/availability';
import { CancelBooking } from './cancel-booking';
import {
  bookingDecision,
  canCancel,
  cancellationQuestion,
  cancellationText,
} from './rules/booking';
import { isCoachOf } from './rules/coach';
import { compatibleSubscription, sessionOffers } from './rules/session-offers';
import { Button } from '@/shared/ui/button';

const fallbackClub = { nbJoursPossibleReservation: 7, nbHeuresCarrenceAnnulation: 24 };

/** The session dialog: details, then booking, cancelling or (for its coach) participants. */
export function SessionDetails({ initial, close }: { initial: PassSession; close: () => void }) {
  const dispatch = useAppDispatch();
  // The area's account, kept fresh by its query (a booking invalidates it).
  const { account, premium } = usePassContext();
  const live = useGetPassSessionQuery(initial.id).data;
  const session: PassSession = live
    ? {
        ...live,
        activityName: live.activityName || initial.activityName,
        activiteId: live.activiteId ?? initial.activiteId,
        image: live.image ?? initial.image,
        description: live.description || initial.description,
      }
    : initial;
  const club =
    useGetPassClubsQuery().data?.find((item) => item.clubId === session.clubId) ?? fallbackClub;
  const bookingsQuery = useGetPassBookingsQuery(account.personne.idAyantDroit);
  const bookings = bookingsQuery.data;
  const activityOffers = useGetPassActivityOffersQuery(session.activiteId ?? 0, {
    skip: session.activiteId === null || session.offreId !== -1,
  }).data;
  const singleOffer = useGetPassOfferQuery(session.offreId, { skip: session.offreId === -1 }).data;
  const [book, booking] = useBookPassSessionMutation();
  const [cancel, cancelling] = useCancelPassBookingMutation();
  const [now] = useState(() => new Date());
  // Offline, booking and cancelling say they need a connection (docs/adr/0016-installable-portal.md).
  const online = useOnline();
  // The last booking got no answer: it may have reached the server (docs/adr/0020).
  const [interrupted, setInterrupted] = useState(false);

  const coach = isCoachOf(account, session);
  const ownBooking = bookings?.find((item) => item.lesActCals.rowId === session.id);
  const today = passDay(now);
  const offers = sessionOffers(
    singleOffer ? [singleOffer] : (activityOffers ?? []),
    session,
    today,
  );
  const usable = usableSubscriptions(account.mesSouscriptions, session.clubId, today);
  const decision = bookingDecision({
    session,
    club,
    compatible: compatibleSubscription(usable, offers),
    premium,
    now,
  });
  const places = availability(session.places);
  // The offer the booking used, as the dialog named it: its last jeton may be the one spent.
  const paidWith = compatibleSubscription(
    account.mesSouscriptions.filter(
      (held) => held.clubId === session.clubId && hasNotEnded(held.fin, today),
    ),
    offers,
  );

  const onBook = async () => {
    setInterrupted(false);
    const result = await book({
      sessionId: session.id,
      ayantDroitId: account.personne.idAyantDroit,
    });
    if ('error' in result && (result.error as Partial<ApiQueryError>).kind === 'network') {
      // The bookings are read again (the mutation's tags): they tell whether it arrived.
      setInterrupted(true);
      return;
    }
    conclude(passOutcome(result));
  };
  const onCancel = async () => {
    if (!ownBooking) return;
    const result = await cancel({ bookingId: ownBooking.rowid, sessionId: session.id });
    conclude(passOutcome(result));
  };
  // The server's text is told either way; the dialog closes on a success only.
  const conclude = ({ ok, text }: PassOutcome) => {
    dispatch(ok ? successToast(text) : errorToast(text));
    if (ok) close();
  };

  return (
    <div className="pass-session">
      <p className="pass-session__when">
        {formatDate(session.day, 'dd/MM/yyyy')}, de {session.start} à {session.end}
      </p>
      {session.description && <p>{session.description}</p>}
      <p className="pass-session__where">
        {session.adresse}
        {session.adresse && <br />}
        {session.codePostal} {session.ville}
      </p>
      {session.commentaire && <p className="pass-session__comment">{session.commentaire}</p>}
      <p className={`pass-places pass-places--${places.tone}`}>{places.text}</p>

      {interrupted && (
        <BookingInterruptedNotice
          booked={ownBooking !== undefined}
          checking={bookingsQuery.isFetching}
        />
      )}
      {coach ? (
        <CoachPanel session={session} />
      ) : ownBooking ? (
        <div className="pass-session__booked">
          <p className="pass-badge pass-badge--booked">Séance réservée</p>
          <p>{cancellationText(session, club, now, true)}</p>
          {/* Past the deadline the server refuses (docs/spec/members-area.md 4): nothing to offer. */}
          {canCancel(session, club, now) && (
            <CancelBooking
              question={cancellationQuestion(paidWith)}
              online={online}
              working={cancelling.isLoading}
              onConfirm={() => void onCancel()}
            />
          )}
        </div>
      ) : (
        <>
          <h3 className="pass-session__subtitle">Offres permettant de réserver</h3>
          {offers.length ? (
            <ul className="pass-session__offers">
              {offers.map((offer) => (
                <li key={offer.id}>
                  {offer.offreNom} – {formatEuros(offer.prix)}
                </li>
              ))}
            </ul>
          ) : (
            <p>Aucune offre ne permet de réserver cette séance.</p>
          )}
          {decision.kind === 'bookable' ? (
            <div className="pass-session__book">
              <p>
                Réservation avec : {decision.subscription.nom} ({creditLabel(decision.subscription)}
                )
              </p>
              <p>{cancellationText(session, club, now, false)}</p>
              <Button
                variant="primary"
                disabled={booking.isLoading || !online}
                onClick={() => void onBook()}
              >
                {labelWithoutConnection('Réserver', online)}
              </Button>
              {!online && <p>{connectionNeededNotice}</p>}
            </div>
          ) : (
            <p className="pass-session__refusal">{decision.message}</p>
          )}
        </>
      )}
    </div>
  );
}
