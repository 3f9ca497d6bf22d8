import { lazy, Suspense, useState } from 'react';
import { useGetPassParticipantsQuery } from '../api/get-participants';
import type { PassSession } from '../api/pass-session';
import { countOf } from '@/shared/lib/french';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';

// The form (react-hook-form) loads when a coach asks for it, not with the programme (issue 37).
const SessionEditForm = lazy(() =>
  import('./session-edit-form').then((m) => ({ default: m.SessionEditForm })),
);

/** The coach of a session: its participants and 'Modifier' (docs/spec/members-area.md 2 and 6). */
export function CoachPanel({ session }: { session: PassSession }) {
  const participants = useGetPassParticipantsQuery(session.id);
  const [editing, setEditing] = useState(false);
  return (
    <div className="pass-coach">
      <h3 className="pass-session__subtitle">
        Participants ({countOf(session.bookings, 'réservation')})
      </h3>
      {participants.isLoading ? (
        <p role="status">Chargement des participants…</p>
      ) : participants.data?.length ? (
        <ul className="pass-coach__participants">
          {participants.data.map((person, index) => (
            <li key={`${person.prenom}-${person.nom}-${index}`}>
              {person.prenom} {person.nom}
            </li>
          ))}
        </ul>
      ) : (
        <p>Aucun participant pour le moment.</p>
      )}
      {editing ? (
        <Suspense fallback={<Spinner label="Chargement du formulaire…" />}>
          <SessionEditForm session={session} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        <Button onClick={() => setEditing(true)}>Modifier</Button>
      )}
    </div>
  );
}
