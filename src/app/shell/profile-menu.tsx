import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { paths } from '@/shared/config/paths';
import type { HeldLicence } from '@/shared/session/rules/licences';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { licenceDocument } from '@/features/members';
import { useDialogs } from '@/shared/ui/dialog-host';
import { usePdfViewer } from '@/shared/ui/pdf-viewer/use-pdf-viewer';
import { Spinner } from '@/shared/ui/spinner';

// Its form (react-hook-form) loads when the dialog opens, not with every signed-in page (issue 37).
const EmailChangeDialog = lazy(() =>
  import('./email-change-dialog').then((m) => ({ default: m.EmailChangeDialog })),
);

type Props = { profile: CurrentProfile; licence: HeldLicence | null; onNavigate?: () => void };

/** The account password lives at the identity provider (Keycloak's account console). */
function passwordChangeUrl(): string | undefined {
  const { auth } = getRuntimeConfig();
  return 'realm' in auth
    ? `${auth.url}/realms/${auth.realm}/account/#/security/signingin`
    : auth.accountUrl;
}

export function ProfileMenu({ profile, licence, onNavigate }: Props) {
  const dialogs = useDialogs();
  const openPdf = usePdfViewer();
  const passwordUrl = passwordChangeUrl();
  return (
    <ul className="profile-menu">
      <li>
        <Link to={paths.personalInfo(profile.id)} onClick={onNavigate}>
          Mes informations personnelles
        </Link>
      </li>
      {licence && (
        <li>
          <Link to={paths.licenceCard(profile.id)} onClick={onNavigate}>
            Ma carte de licence
          </Link>
        </li>
      )}
      {licence && (
        <li>
          <button
            type="button"
            onClick={() => openPdf(licenceDocument(licence, licence.licenseLevel.title))}
          >
            Ma {licence.licenseLevel.title}
          </button>
        </li>
      )}
      <li>
        <Link to={paths.honorability(profile.id)} onClick={onNavigate}>
          Certificat d&apos;honorabilité
        </Link>
      </li>
      {passwordUrl && (
        <li>
          <a href={passwordUrl} target="_blank" rel="noopener noreferrer">
            Changer mon mot de passe<span className="visually-hidden"> (nouvel onglet)</span>
          </a>
        </li>
      )}
      <li>
        <button
          type="button"
          onClick={() =>
            dialogs.open({
              title: "Changer l'email de mon compte",
              render: (close) => (
                <Suspense fallback={<Spinner label="Chargement du formulaire…" />}>
                  <EmailChangeDialog onCancel={close} />
                </Suspense>
              ),
            })
          }
        >
          Changer l&apos;email de mon compte
        </button>
      </li>
      <li>
        <Link to={paths.addMember(profile.id)} onClick={onNavigate}>
          Ajouter un membre de la famille
        </Link>
      </li>
    </ul>
  );
}
