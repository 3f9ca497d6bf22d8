import { memo } from 'react';
import type { PassSession } from '../api/pass-session';
import { usePassContext } from '../context/pass-context';
import { availability } from './rules/availability';
import { isCoachOf } from './rules/coach';
import { countOf } from '@/shared/lib/french';
import { ActivityPicture } from '@/shared/ui/discipline-picture/activity-picture';

/** One slot of the programme: time range, activity, image, places, booked and coach badges. */
export const SessionSlot = memo(function SessionSlot({
  session,
  booked,
  onOpen,
}: {
  session: PassSession;
  booked: boolean;
  /** Stable across renders (the memo holds): the slot passes its own session. */
  onOpen: (session: PassSession) => void;
}) {
  const { account } = usePassContext();
  const places = availability(session.places);
  const coach = isCoachOf(account, session);
  return (
    <button type="button" className="pass-slot" onClick={() => onOpen(session)}>
      <ActivityPicture
        className="pass-slot__image"
        src={session.image}
        name={session.activityName}
        width={48}
        height={48}
      />
      <span className="pass-slot__body">
        <span className="pass-slot__time">
          {session.start} – {session.end}
        </span>
        <span className="pass-slot__name">{session.activityName}</span>
        <span className={`pass-places pass-places--${places.tone}`}>{places.text}</span>
      </span>
      <span className="pass-slot__badges">
        {booked && <span className="pass-badge pass-badge--booked">Séance réservée</span>}
        {coach && (
          <span className="pass-badge pass-badge--coach">
            {countOf(session.bookings, 'réservation')}
          </span>
        )}
      </span>
    </button>
  );
});
