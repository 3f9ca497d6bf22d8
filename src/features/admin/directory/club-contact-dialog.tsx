import { Mail, Phone } from 'lucide-react';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { useGetDirectoryContactQuery, type ContactPerson } from '../api/get-club-contacts';
import { ofName } from '@/shared/lib/french';

function Person({
  label,
  person,
  reachable,
}: {
  label: string;
  person: ContactPerson;
  reachable?: boolean;
}) {
  return (
    <div className="admin-contact__row">
      <dt>{label}</dt>
      <dd>
        {person ? `${person.firstname} ${person.lastname}` : 'Non renseigné'}
        {reachable && person?.phone && (
          <span className="admin-contact__means">
            <Phone aria-hidden="true" focusable="false" size={16} />
            <a href={`tel:${person.phone}`}>{person.phone}</a>
          </span>
        )}
        {reachable && person?.email && (
          <span className="admin-contact__means">
            <Mail aria-hidden="true" focusable="false" size={16} />
            <a href={`mailto:${person.email}`}>{person.email}</a>
          </span>
        )}
      </dd>
    </div>
  );
}

/**
 * A club's contacts (docs/spec/administration.md 2.6): officers, communication contact, address.
 */
export function ClubContactDialog({ clubId }: { clubId: number }) {
  const contact = useGetDirectoryContactQuery(clubId);
  return (
    <QueryBoundary
      query={contact}
      loadingLabel="Chargement des contacts du club…"
      errorMessage="Impossible de charger les contacts de ce club."
    >
      {(club) => (
        <div className="admin-contact">
          {club.logoUrl && (
            <img
              src={club.logoUrl}
              alt={`Logo ${ofName(club.title)}`}
              className="admin-contact__logo"
            />
          )}
          <dl>
            <Person label="Président général" person={club.presidentGeneral} />
            <Person label="Secrétaire général" person={club.secretereGeneral} />
            <Person label="Trésorier" person={club.tresorier} />
            <Person
              label="Correspondant communication"
              person={club.correspontantCommunication}
              reachable
            />
            <div className="admin-contact__row">
              <dt>Adresse</dt>
              <dd>
                {[club.address, club.addressContinued].filter(Boolean).join(', ')}
                <br />
                {[club.postalCode, club.city].filter(Boolean).join(' ')}
              </dd>
            </div>
          </dl>
        </div>
      )}
    </QueryBoundary>
  );
}
