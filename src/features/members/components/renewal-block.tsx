import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { Membership } from '@/shared/session/schemas';
import { useDialogs } from '@/shared/ui/dialog-host';
import { Spinner } from '@/shared/ui/spinner';
import { lastSeasonIntro } from '../rules/home-texts';
import { buttonClassName } from '@/shared/ui/button';

const RenewalForm = lazy(() =>
  import('../personal-info/renewal-form').then((module) => ({ default: module.RenewalForm })),
);

/**
 * Last season's activities that can be renewed, each with a link to its registration. The link
 * first opens the personal form in renewal mode (a dialog over the home page), whose 'Continuer'
 * saves and then follows the link.
 */
export function RenewalBlock({
  profileId,
  gender,
  memberships,
}: {
  profileId: number;
  gender: 'M' | 'F' | null;
  memberships: readonly Membership[];
}) {
  const dialogs = useDialogs();
  if (memberships.length === 0) return null;
  const renew = (activityPath: string, activityTitle: string) =>
    dialogs.open({
      title: `Renouveler ${activityTitle}`,
      width: '900px',
      render: (close) => (
        <Suspense fallback={<Spinner label="Chargement du formulaire…" />}>
          <RenewalForm profileId={profileId} activityPath={activityPath} close={close} />
        </Suspense>
      ),
    });
  return (
    <section className="members-block" aria-labelledby="members-renewal-title">
      <h2 id="members-renewal-title">Renouvelez vos inscriptions</h2>
      <p>{lastSeasonIntro(gender)}</p>
      <ul className="members-renewals">
        {memberships.map((membership) => (
          <li key={membership.id}>
            <span>
              <strong>{membership.activity.title}</strong> – {membership.club.title}
            </span>
            <Link
              className={buttonClassName({ variant: 'primary' })}
              to={paths.activity(profileId, membership.clubId, membership.activity.id)}
              onClick={(event) => {
                event.preventDefault();
                renew(
                  paths.activity(profileId, membership.clubId, membership.activity.id),
                  membership.activity.title,
                );
              }}
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
