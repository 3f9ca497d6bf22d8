import { useState } from 'react';
import { formatDate } from '@/shared/lib/dates';
import {
  readOfflineBookings,
  readOfflineCards,
  type OfflineBooking,
  type OfflineBookingsCopy,
} from '@/shared/offline/offline-copies';
import { connectionNeededNotice } from '@/shared/offline/connection-needed';
import { savedOnMessage } from '@/shared/offline/saved-on-message';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { LicenceCardView } from './licence-card-view';
import './licence-card.css';

/**
 * /hors-ligne: what this device kept (docs/adr/0016-installable-portal.md), shown when no
 * connection lets the member sign in. Read-only: booking and cancelling wait for the network.
 */
export function OfflinePage() {
  usePageTitle('Hors ligne');
  const [cards] = useState(readOfflineCards);
  const [bookings] = useState(readOfflineBookings);
  return (
    <div className="licence-card-page">
      <h1>Ma carte de licence</h1>
      {cards.length === 0 && <p>Aucune carte de licence n'est enregistrée sur cet appareil.</p>}
      {cards.map((card) => (
        <section
          key={card.profileId}
          className="licence-card-copy"
          aria-label={`Carte de ${card.firstname} ${card.lastname}`}
        >
          <p className="licence-card-notice" role="status">
            {savedOnMessage(card.savedAt)}
          </p>
          <LicenceCardView card={card} />
        </section>
      ))}
      <OfflineBookings copies={bookings} />
    </div>
  );
}

function OfflineBookings({ copies }: { copies: OfflineBookingsCopy[] }) {
  const club = copies.filter((copy) => copy.kind === 'club').flatMap((copy) => copy.bookings);
  const pass = copies.filter((copy) => copy.kind === 'pass').flatMap((copy) => copy.bookings);
  if (copies.length === 0) return null;
  return (
    <>
      <p className="licence-card-notice">{connectionNeededNotice}</p>
      <BookingList title="Mes prochaines séances au club" bookings={club} />
      <BookingList title="Mes réservations PASS" bookings={pass} />
    </>
  );
}

function BookingList({ title, bookings }: { title: string; bookings: OfflineBooking[] }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {bookings.length === 0 ? (
        <p>Aucune séance enregistrée sur cet appareil.</p>
      ) : (
        <ul className="offline-bookings">
          {bookings.map((booking) => (
            <li key={`${booking.start}-${booking.title}`}>
              <strong>{booking.title}</strong>
              <br />
              {formatDate(booking.start, "EEEE d MMMM yyyy 'de' HH'h'mm")} à{' '}
              {formatDate(booking.end, "HH'h'mm")}
              {booking.place && <> · {booking.place}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
