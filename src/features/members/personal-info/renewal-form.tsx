import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { reloadCurrentProfile } from '@/shared/session/api/get-current-profile';
import { markDetailsChecked } from '@/shared/session/details-checked';
import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import { selectCurrentProfile, selectSeasons } from '@/shared/session/current-profile';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { useGetMemberRenewalQuery } from '../api/get-member-renewal';
import { useGetPersonalInfoQuery } from '../api/get-personal-info';
import { useUpdateProfileMutation } from '../api/update-profile';
import { RenewalActions } from '../components/renewal-actions';
import { RenewalHonorabilityStep } from '../honorability/renewal-honorability-step';
import { personalFormMode } from '../rules/personal-info';
import { PersonalInfoForm } from './personal-info-form';
import { formMainLicence } from './rules/main-licence';
import type { PersonalFormValues } from './rules/personal-form';
import { profilePayload } from './rules/personal-form-values';

/**
 * The renewal mode of the personal form (docs/spec/members-area.md 2: an address that is neither
 * mes_info nor ajouter_membre, here the home page): the member checks their information before
 * signing up again. 'Sauvegarder' is hidden; 'Continuer' saves, then the honorability frame in
 * RENEW mode asks for the functions held ('Suivant'), then the activity opens.
 */
export function RenewalForm({
  profileId,
  activityPath,
  close,
}: {
  profileId: number;
  activityPath: string;
  close: () => void;
}) {
  const mode = personalFormMode(useLocation().pathname);
  const info = useGetPersonalInfoQuery(profileId);
  const renewal = useGetMemberRenewalQuery(profileId);
  const person = renewal.data ?? info.data;
  const [updateProfile, update] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profile = useAppSelector(selectCurrentProfile);
  const [step, setStep] = useState<'information' | 'honorability'>('information');
  const seasons = useAppSelector(selectSeasons);
  const now = new Date();
  const licence =
    profile &&
    formMainLicence(
      mode,
      profile.memberships,
      profile.oldMemberships,
      currentSeasonOf(seasons, now)?.title ?? seasonTitleOf(now),
      now,
    );

  const renew = async (values: PersonalFormValues) => {
    try {
      await updateProfile({ profileId, body: profilePayload(values, mode) }).unwrap();
      await reloadCurrentProfile(dispatch, profileId);
      // The wizard the renewal leads to shows them to confirm, not to type again (issue 34).
      markDetailsChecked(profileId);
      setStep('honorability');
    } catch {
      // The API layer has already shown the French error; the form stays filled for a retry.
    }
  };

  if (info.isError && !renewal.data) {
    return (
      <ErrorState
        message="Impossible de charger vos informations pour le moment."
        onRetry={() => void info.refetch()}
      />
    );
  }
  if (!person || renewal.isLoading) return <Spinner label="Chargement du profil…" />;
  if (step === 'honorability') {
    return (
      <RenewalHonorabilityStep
        profileId={profileId}
        onCancel={close}
        onDone={() => {
          close();
          void navigate(activityPath);
        }}
      />
    );
  }
  return (
    <>
      <p>Vérifiez vos informations avant de renouveler votre inscription.</p>
      {licence && <p>Licence principale : {licence.licenseLevel.title}</p>}
      <PersonalInfoForm
        mode={mode}
        person={person}
        pending={update.isLoading}
        onSubmit={(values) => void renew(values)}
        renewalActions={
          <RenewalActions nextLabel="Continuer" pending={update.isLoading} onCancel={close} />
        }
      />
    </>
  );
}
