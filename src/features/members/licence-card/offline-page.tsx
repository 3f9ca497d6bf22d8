import { useState } from 'react';
import { formatDate } from '@/shared/lib/dates';
import {
  readOfflineBookings,
  readOfflineCards,
  type OfflineBooking,
  type OfflineBookingsCopy,
} from '@/shared/offline/offline-copies';
import { connectionNeededNotice } from '@/shared/offline/connection-needed';
import { nextBookings } from '@/shared/offline/offline-copies';
import { savedOnMessage } from '@/shared/offline/saved-on-message';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { LicenceCardView } from './licence-card-view';
import './licence-card.css';
import { ofName } from '@/shared/lib/french';

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
          aria-label={`Carte ${ofName(`${card.firstname} ${card.lastname}`)}`}
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
  const [now] = useState(() => new Date());
  if (copies.length === 0) return null;
  return (
    <>
      <p className="licence-card-notice" role="note">
        {connectionNeededNotice}
      </p>
      <BookingCopies
        title="Mes prochaines séances au club"
        saved="séances enregistrées"
        copies={copies.filter((copy) => copy.kind === 'club')}
        now={now}
      />
      <BookingCopies
        title="Mes réservations PASS"
        saved="réservations PASS enregistrées"
        copies={copies.filter((copy) => copy.kind === 'pass')}
        now={now}
      />
    </>
  );
}

type BookingCopiesProps = {
  title: string;
  saved: string;
  copies: OfflineBookingsCopy[];
  now: Date;
};

/** One kind of bookings, per profile, each with the date its copy was saved. */
function BookingCopies({ title, saved, copies, now }: BookingCopiesProps) {
  return (
    <section aria-label={title} className="offline-bookings-section">
      <h2>{title}</h2>
      {copies.length === 0 && <p>Aucune séance enregistrée sur cet appareil.</p>}
      {copies.map((copy) => (
        <div key={copy.profileId}>
          {copies.length > 1 && copy.holder && <h3>{copy.holder}</h3>}
          <p className="licence-card-notice">{savedOnMessage(copy.savedAt, saved)}</p>
          <BookingList bookings={nextBookings(copy.bookings, now)} />
        </div>
      ))}
    </section>
  );
}

function BookingList({ bookings }: { bookings: OfflineBooking[] }) {
  if (bookings.length === 0) return <p>Aucune séance à venir.</p>;
  return (
    <ul className="offline-bookings">
      {bookings.map((booking) => (
        <li key={`${booking.start}-${booking.title}`}>
          <strong>{booking.title}</strong>
          <br />
          {formatDate(booking.start, "EEEE do MMMM yyyy 'de' HH'h'mm")} à{' '}
          {formatDate(booking.end, "HH'h'mm")}
          {booking.club && (
            <>
              <br />
              {booking.club}
            </>
          )}
          {booking.place && <> · {booking.place}</>}
        </li>
      ))}
    </ul>
  );
}
