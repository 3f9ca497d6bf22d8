import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ClubSelect } from '../clubs/club-select';
import { storeTermsAccepted } from '../terms/terms-storage';
import { useTermsDialog } from '../terms/use-terms-dialog';
import { usePassContext } from '../context/pass-context';
import { Button } from '@/shared/ui/button';

/**
 * First launch (docs/spec/members-area.md 2): the terms must be accepted before anything else; the button
 * stores the flag, selects the club and opens the programme.
 */
export function FirstLaunchPage() {
  usePageTitle('Bienvenue dans PASS');
  const { profileId, clubs, club, selectClub } = usePassContext();
  const navigate = useNavigate();
  const openTerms = useTermsDialog();
  const [accepted, setAccepted] = useState(false);
  const [clubId, setClubId] = useState(club?.clubId ?? 0);
  const checkboxId = useId();
  const labelId = useId();
  const linkId = useId();

  const start = () => {
    storeTermsAccepted();
    if (clubId) selectClub(clubId);
    void navigate(paths.passSessions(profileId));
  };

  return (
    <div className="pass-page pass-first">
      <h1>Bienvenue dans PASS</h1>
      <p>
        PASS, c’est l’offre omnisport de loisir de votre fédération : choisissez un club, découvrez
        sa programmation, prenez une offre (un carnet de séances ou une formule à volonté) et
        réservez vos séances en quelques clics, ici ou dans l’application mobile.
      </p>
      <div className="pass-first__terms">
        <input
          id={checkboxId}
          type="checkbox"
          aria-labelledby={`${labelId} ${linkId}`}
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <label id={labelId} htmlFor={checkboxId}>
          J'accepte les
        </label>{' '}
        <Button id={linkId} variant="link" className="pass-first__terms-link" onClick={openTerms}>
          conditions d'utilisation
        </Button>
      </div>
      <ClubSelect clubs={clubs} value={clubId} onChange={setClubId} />
      <p className="pass-note">
        Vous pourrez changer de club à tout moment dans l’onglet Mon compte.
      </p>
      <Button variant="primary" disabled={!accepted} onClick={start}>
        C'est parti !
      </Button>
    </div>
  );
}
