import { useState } from 'react';
import { formatDate } from '@/shared/lib/dates';
import { useGetPassInstallationsQuery } from '../api/get-installations';
import { passDay } from '../api/pass-formats';
import { ClubSelect } from '../clubs/club-select';
import { usePassContext } from '../context/pass-context';
import { useTermsDialog } from '../terms/use-terms-dialog';
import { hasNotEnded } from './rules/usable-offers';
import { SubscriptionCredit } from './subscription-credit';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** Mon compte (docs/spec/members-area.md 2): club, terms, Mes offres. */
export default function AccountTab() {
  const { clubs, club, selectClub, account } = usePassContext();
  const openTerms = useTermsDialog();
  const [today] = useState(() => passDay(new Date()));
  const installations = useGetPassInstallationsQuery(club?.clubId ?? 0, { skip: !club });
  const subscriptions = account.mesSouscriptions.filter((item) => hasNotEnded(item.fin, today));
  const clubName = (clubId: number, fallback?: string) =>
    fallback || clubs.find((item) => item.clubId === clubId)?.clubNom || '';

  return (
    <div className="pass-account">
      <ClubSelect clubs={clubs} value={club?.clubId ?? 0} onChange={selectClub} />
      <Button onClick={openTerms}>Voir les conditions d'utilisation</Button>
      <h2>Mes offres</h2>
      {subscriptions.length ? (
        <ul className="pass-subscriptions">
          {subscriptions.map((item) => (
            <li key={item.id} className="pass-subscription">
              <span className="pass-subscription__name">{item.nom}</span>
              <span>{clubName(item.clubId, item.clubNom)}</span>
              <SubscriptionCredit subscription={item} />
              {item.fin && <span>Jusqu'au {formatDate(item.fin)}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="pass-empty">
          Vous ne bénéficiez d'aucune offre permettant de réserver pour le moment.
        </EmptyState>
      )}
      {installations.data && installations.data.length > 0 && (
        <>
          <h2>Installations du club</h2>
          <ul className="pass-installations">
            {installations.data.map((item) => (
              <li key={item.nom}>
                <span className="pass-subscription__name">{item.nom}</span> – {item.adresse},{' '}
                {item.codePostal} {item.ville}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
