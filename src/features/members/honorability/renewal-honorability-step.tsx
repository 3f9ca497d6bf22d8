import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { useGetPersonalInfoQuery } from '../api/get-personal-info';
import { useSaveHonorabilityMutation } from '../api/save-honorability';
import { RenewalActions } from '../components/renewal-actions';
import { HonorabilityForm } from './honorability-form';
import { honorabilityPayload, type HonorabilityInput } from './rules/honorability';

/**
 * The honorability frame in RENEW mode (docs/spec/members-area.md 4): the second step of a renewal.
 * The member chooses their functions (or none, and clicks 'Suivant'); the declaration is saved with
 * the profile (PUT /profiles/{id}), then the renewal goes on to the activity.
 */
export function RenewalHonorabilityStep({
  profileId,
  onDone,
  onCancel,
}: {
  profileId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const person = useGetPersonalInfoQuery(profileId);
  const [save, saving] = useSaveHonorabilityMutation();

  const next = async (values: HonorabilityInput) => {
    try {
      if (!person.data) return;
      await save({ person: person.data, honorabilite: honorabilityPayload(values) }).unwrap();
      onDone();
    } catch {
      // The API layer has already shown the French error; the step stays for a retry.
    }
  };

  if (person.isError) {
    return (
      <ErrorState
        message="Impossible de charger votre déclaration pour le moment."
        onRetry={() => void person.refetch()}
      />
    );
  }
  if (!person.data) return <Spinner label="Chargement de la déclaration…" />;
  return (
    <section aria-labelledby="renewal-honorability-title">
      <h3 id="renewal-honorability-title">Certificat d'honorabilité</h3>
      <HonorabilityForm
        mode="RENEW"
        declaration={person.data.honorabilite}
        gender={person.data.gender}
        pending={saving.isLoading}
        onSave={(values) => void next(values)}
        renewActions={
          <RenewalActions nextLabel="Suivant" pending={saving.isLoading} onCancel={onCancel} />
        }
      />
    </section>
  );
}
