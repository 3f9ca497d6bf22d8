import { useAppDispatch } from '@/shared/store/store';
import { errorToast, successToast } from '@/shared/ui/ui-slice';
import type { AccountProfile, AdminAccount } from '../api/get-account';
import { useDissociateProfileMutation, useSetMainProfileMutation } from '../api/profile-links';
import type { SuccessAnswer } from '../api/admin-schemas';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { Button } from '@/shared/ui/button';

const fullName = (profile: AccountProfile) => `${profile.firstName} ${profile.lastName}`;
const initials = (profile: AccountProfile) =>
  `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();

/**
 * The account's linked profiles (docs/spec/administration.md 2.1, 4.4): the holder is badged;
 * another profile can become the holder, or be dissociated when it has no active membership. Each
 * answer without success says 'Une erreur s'est produite'; a success reloads the account.
 */
export function LinkedProfiles({ account }: { account: AdminAccount }) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const [setMain] = useSetMainProfileMutation();
  const [dissociate] = useDissociateProfileMutation();

  const report = (answer: SuccessAnswer, message: string) => {
    dispatch(answer.success ? successToast(message) : errorToast("Une erreur s'est produite"));
  };

  const askMain = (profile: AccountProfile) =>
    confirm({
      title: 'Définir comme titulaire',
      message: (
        <p>
          {fullName(profile)} deviendra titulaire du compte {account.email}. Le titulaire actuel
          restera lié au compte.
        </p>
      ),
      confirmLabel: 'Définir comme titulaire',
      onConfirm: async () => {
        const answer = await setMain({ email: account.email, profileId: profile.id }).unwrap();
        report(answer, 'Nouveau titulaire défini');
      },
    });

  const askDissociate = (profile: AccountProfile) =>
    confirm({
      title: 'Dissocier le profil',
      message: (
        <p>
          {fullName(profile)} ne sera plus lié à ce compte. La personne reste enregistrée dans
          l'application d'adhésion, mais son adresse email de contact sera remplacée par une adresse
          sans courriel.
        </p>
      ),
      confirmLabel: 'Dissocier',
      danger: true,
      onConfirm: async () => {
        const answer = await dissociate({ email: account.email, profileId: profile.id }).unwrap();
        report(answer, 'Profil dissocié');
      },
    });

  return (
    <section aria-labelledby="admin-profiles" className="admin-section">
      <h2 id="admin-profiles">Profils liés</h2>
      <ul className="card-grid admin-profiles">
        {account.profiles.map((profile) => (
          <li key={profile.id} className="panel admin-profile">
            {profile.pictureUrl ? (
              <img src={profile.pictureUrl} alt="" className="admin-profile__picture" />
            ) : (
              <span className="admin-profile__picture" aria-hidden="true">
                {initials(profile)}
              </span>
            )}
            <div className="admin-profile__body">
              <p className="admin-profile__name">{fullName(profile)}</p>
              <p>Adhérent cette saison : {profile.hasActiveMemberships ? 'Oui' : 'Non'}</p>
              {profile.main ? (
                <p className="admin-badge">Titulaire du compte</p>
              ) : (
                <div className="admin-profile__actions">
                  <Button
                    variant="secondary"
                    aria-label={`Définir ${fullName(profile)} comme titulaire`}
                    onClick={() => askMain(profile)}
                  >
                    Définir comme titulaire
                  </Button>
                  {!profile.hasActiveMemberships && (
                    <Button
                      variant="danger"
                      aria-label={`Dissocier ${fullName(profile)}`}
                      onClick={() => askDissociate(profile)}
                    >
                      Dissocier
                    </Button>
                  )}
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
