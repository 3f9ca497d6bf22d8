import { useState } from 'react';
import { useGetPassParticipantsQuery } from '../api/get-participants';
import type { PassSession } from '../api/pass-session';
import { SessionEditForm } from './session-edit-form';
import { countOf } from '@/shared/lib/french';
import { Button } from '@/shared/ui/button';

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
        <SessionEditForm session={session} onDone={() => setEditing(false)} />
      ) : (
        <Button onClick={() => setEditing(true)}>Modifier</Button>
      )}
    </div>
  );
}
