import { useParams } from 'react-router';
import { useAppDispatch } from '@/shared/store/store';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { successToast } from '@/shared/ui/ui-slice';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useGetPersonalInfoQuery } from '../api/get-personal-info';
import { useSaveHonorabilityMutation } from '../api/save-honorability';
import { HonorabilityForm } from './honorability-form';
import { honorabilityPayload, type HonorabilityInput } from './rules/honorability';
import '../members.css';

/** certif_honorabilite: the declaration in BASE mode (RENEW belongs to a renewal). */
export function HonorabilityPage() {
  usePageTitle("Certificat d'honorabilité");
  const profileId = Number(useParams().profileId);
  const person = useGetPersonalInfoQuery(profileId);
  const [save, saving] = useSaveHonorabilityMutation();
  const dispatch = useAppDispatch();

  const onSave = async (values: HonorabilityInput) => {
    try {
      if (!person.data) return;
      await save({ person: person.data, honorabilite: honorabilityPayload(values) }).unwrap();
      dispatch(successToast('Déclaration enregistrée'));
    } catch {
      // The API layer has already shown the French error.
    }
  };

  return (
    <div className="members-page">
      <h1>Certificat d'honorabilité</h1>
      {person.isError ? (
        <ErrorState
          message="Impossible de charger votre déclaration pour le moment."
          onRetry={() => void person.refetch()}
        />
      ) : !person.data ? (
        <Spinner label="Chargement de la déclaration…" />
      ) : (
        <HonorabilityForm
          key={JSON.stringify(person.data.honorabilite)}
          mode="BASE"
          declaration={person.data.honorabilite}
          gender={person.data.gender}
          pending={saving.isLoading}
          onSave={(values) => void onSave(values)}
        />
      )}
    </div>
  );
}
