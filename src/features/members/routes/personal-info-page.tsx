import { useLocation } from 'react-router';
import { formatDate } from '@/shared/lib/dates';
import { capitalizeName } from '@/shared/lib/text';
import { selectCurrentProfile } from '@/shared/session/session-slice';
import { useAppSelector } from '@/shared/store/store';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import {
  genderLabel,
  isIdentityIncomplete,
  personalFormMode,
  personalFormTitle,
} from '../rules/personal-info';
import '../members.css';

/**
 * Personal information, read-only for now: the identity of the current profile (mes_info) or
 * the announcement of the family-member form (ajouter_membre). The full form comes later.
 */
export function PersonalInfoPage() {
  const { pathname } = useLocation();
  const mode = personalFormMode(pathname);
  const title = personalFormTitle(mode);
  usePageTitle(title);
  const profile = useAppSelector(selectCurrentProfile);

  return (
    <div className="members-page">
      <h1>{title}</h1>
      {mode === 'new' ? (
        <p className="members-notice">
          Le formulaire d'ajout d'un membre de la famille sera bientôt disponible ici.
        </p>
      ) : !profile ? (
        <Spinner label="Chargement du profil…" />
      ) : (
        <>
          {isIdentityIncomplete(profile) && (
            <p className="members-notice" role="status">
              Merci de compléter votre date de naissance et votre sexe pour accéder à votre espace.
            </p>
          )}
          <section className="members-block" aria-labelledby="members-identity-title">
            <div className="members-block__header">
              <h2 id="members-identity-title">Identité</h2>
              {mode === 'edit' && (
                <p className="members-muted">Ne peut être mis à jour en cours de saison</p>
              )}
            </div>
            <dl className="members-identity">
              <dt>Prénom</dt>
              <dd>{capitalizeName(profile.firstname)}</dd>
              <dt>Nom</dt>
              <dd>{profile.lastname.toLocaleUpperCase('fr-FR')}</dd>
              <dt>Sexe</dt>
              <dd>{genderLabel(profile.gender)}</dd>
              <dt>Date de naissance</dt>
              <dd>{profile.birthday ? formatDate(profile.birthday) : 'Non renseignée'}</dd>
            </dl>
          </section>
          <p className="members-muted">
            Le formulaire complet (coordonnées, profession, consentements) arrive bientôt.
          </p>
        </>
      )}
    </div>
  );
}
