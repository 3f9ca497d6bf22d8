import type { Licence } from '@/shared/session/schemas';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { fullName } from '@/shared/lib/text';

export function LicenceDialog({ licence, profile }: { licence: Licence; profile: CurrentProfile }) {
  // The licence is one of these memberships' own: found by identity, since its id is designed.
  const membership = [...profile.memberships, ...profile.oldMemberships].find(
    (item) => item.license === licence,
  );
  return (
    <dl className="definition-list">
      <dt>Titulaire</dt>
      <dd>{fullName(profile)}</dd>
      <dt>Licence</dt>
      <dd>{licence.licenseLevel.title}</dd>
      <dt>Numéro</dt>
      <dd>{licence.number ?? 'Non attribué'}</dd>
      {membership && (
        <>
          <dt>Saison</dt>
          <dd>{membership.season.title}</dd>
          <dt>Club</dt>
          <dd>{membership.club.title}</dd>
        </>
      )}
    </dl>
  );
}
