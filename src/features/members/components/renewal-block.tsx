import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { Membership } from '@/shared/session/schemas';

/** Last season's activities that can be renewed, each with a link to its registration. */
export function RenewalBlock({
  profileId,
  memberships,
}: {
  profileId: number;
  memberships: readonly Membership[];
}) {
  if (memberships.length === 0) return null;
  return (
    <section className="members-block" aria-labelledby="members-renewal-title">
      <h2 id="members-renewal-title">Renouvelez vos inscriptions</h2>
      <p>Vous étiez inscrit la saison dernière à ces activités :</p>
      <ul className="members-renewals">
        {memberships.map((membership) => (
          <li key={membership.id}>
            <span>
              <strong>{membership.activity.title}</strong> – {membership.club.title}
            </span>
            <Link
              className="members-button"
              to={paths.activity(profileId, membership.clubId, membership.activity.id)}
            >
              Renouveler{' '}
              <span className="visually-hidden">
                {`${membership.activity.title} – ${membership.club.title}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
