import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { reloadCurrentProfile } from '@/shared/session/api/get-current-profile';
import { reloadProfiles } from '@/shared/session/api/get-profiles';
import { takeInscriptionRedirect } from '@/shared/session/inscription-redirect';
import { useAppDispatch } from '@/shared/store/store';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { successToast } from '@/shared/ui/ui-slice';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useCreateProfileMutation } from '../api/create-profile';
import { useGetPersonalInfoQuery } from '../api/get-personal-info';
import { useUpdateProfileMutation } from '../api/update-profile';
import {
  genderLabel,
  isIdentityIncomplete,
  personalFormMode,
  personalFormTitle,
} from '../rules/personal-info';
import { ChangePictureButton } from '../picture/change-picture-button';
import { PersonalInfoForm } from './personal-info-form';
import { clearPersonalDraft, personalDraftKey } from './personal-form-draft';
import type { PersonalFormValues } from './rules/personal-form';
import { profilePayload } from './rules/personal-form-values';
import '../members.css';

/**
 * mes_info (edit the current profile) and ajouter_membre (a new family member): the same form,
 * its mode read from the address. After saving: 'Données mises à jour' and the profile, or
 * 'Profil ajouté', the active profile unchanged (back to a sign-up the wizard had started).
 */
export function PersonalInfoPage() {
  const { pathname } = useLocation();
  const mode = personalFormMode(pathname);
  const title = personalFormTitle(mode);
  usePageTitle(title);
  const profileId = Number(useParams().profileId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const info = useGetPersonalInfoQuery(profileId);
  const [updateProfile, update] = useUpdateProfileMutation();
  const [createProfile, creation] = useCreateProfileMutation();

  const draftKey = personalDraftKey(mode, profileId);

  const save = async (values: PersonalFormValues) => {
    const body = profilePayload(values, mode);
    try {
      if (mode === 'new') {
        await createProfile(body).unwrap();
        clearPersonalDraft(draftKey);
        dispatch(successToast('Profil ajouté'));
        // The new member joins the profile chooser, but the one who added them stays the active
        // profile (issue 34; docs/spec-deviations.md): back to the sign-up the wizard had
        // started, where 'Qui s'inscrit ?' now offers them, or to this profile's home.
        await reloadProfiles(dispatch);
        const redirect = takeInscriptionRedirect();
        await navigate(
          redirect
            ? paths.activity(profileId, redirect.clubId, redirect.activityId)
            : paths.profileRoot(profileId),
        );
      } else {
        await updateProfile({ profileId, body }).unwrap();
        clearPersonalDraft(draftKey);
        dispatch(successToast('Données mises à jour'));
        // The shell decides where the profile lands from its identity: reload it first.
        await reloadCurrentProfile(dispatch, profileId);
        await navigate(paths.profileRoot(profileId));
      }
    } catch {
      // The API layer has already shown the French error; the form stays filled for a retry.
    }
  };

  return (
    <div className="members-page">
      <h1>{title}</h1>
      {info.isError ? (
        <ErrorState
          message="Impossible de charger vos informations pour le moment."
          onRetry={() => void info.refetch()}
        />
      ) : !info.data ? (
        <Spinner label="Chargement du profil…" />
      ) : (
        <>
          {mode === 'edit' && isIdentityIncomplete(info.data) && (
            <div className="members-notice" role="status">
              <p>
                Merci de compléter votre date de naissance et votre sexe pour accéder à votre
                espace.
              </p>
              <dl className="personal-info__missing">
                <dt>Date de naissance</dt>
                <dd>{info.data.birthday ? 'Renseignée' : 'Non renseignée'}</dd>
                <dt>Sexe</dt>
                <dd>{info.data.gender ? genderLabel(info.data.gender) : genderLabel(null)}</dd>
              </dl>
            </div>
          )}
          {mode === 'edit' && (
            <div className="members-actions">
              <ChangePictureButton profileId={profileId} currentPhoto={info.data.photo} />
            </div>
          )}
          <PersonalInfoForm
            key={`${mode}-${info.data.id}`}
            mode={mode}
            person={info.data}
            pending={update.isLoading || creation.isLoading}
            onSubmit={(values) => void save(values)}
            draftKey={draftKey}
          />
        </>
      )}
    </div>
  );
}
