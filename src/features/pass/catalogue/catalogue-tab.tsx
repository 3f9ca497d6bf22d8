import { useMemo, useState } from 'react';
import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import { useDialogs } from '@/shared/ui/dialog-host';
import { EmptyState } from '@/shared/ui/empty-state';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { useGetPassClubOffersQuery, type PassOffer } from '../api/get-offers';
import { passDay } from '../api/pass-formats';
import { usePassContext } from '../context/pass-context';
import { isUnlimited } from '../account/rules/usable-offers';
import { OfferDetails } from './offer-details';
import { catalogueOffers } from './rules/catalogue-offers';
import { countOf } from '@/shared/lib/french';

/**
 * Les offres (docs/spec/members-area.md 2): the selected club's offers still on sale, by price; details in
 * 400 px.
 */
export default function CatalogueTab() {
  const { club } = usePassContext();
  const offers = useGetPassClubOffersQuery(club?.clubId ?? 0, { skip: !club });
  const dialogs = useDialogs();
  const [today] = useState(() => passDay(new Date()));
  const sorted = useMemo(() => catalogueOffers(offers.data ?? [], today), [offers.data, today]);

  const open = (offer: PassOffer) =>
    dialogs.open({
      title: offer.offreNom,
      width: '400px',
      maxHeight: '80svh',
      render: () => <OfferDetails offer={offer} />,
    });

  const empty = (
    <EmptyState className="pass-empty">
      Aucune offre n’est proposée par ce club pour le moment.
    </EmptyState>
  );
  if (!club) return empty;
  return (
    <QueryBoundary
      query={offers}
      loadingLabel="Chargement des offres…"
      errorMessage="Les offres n’ont pas pu être chargées."
    >
      {() =>
        sorted.length ? (
          <ul className="pass-offers">
            {sorted.map((offer) => (
              <li key={offer.id}>
                <button type="button" className="pass-offer" onClick={() => open(offer)}>
                  <span className="pass-offer__name">{offer.offreNom}</span>
                  <span className="pass-offer__price">{formatEuros(offer.prix)}</span>
                  <span className="pass-offer__tokens">
                    {isUnlimited(offer) ? 'À volonté' : countOf(offer.nombreJetons, 'jeton')}
                    {offer.dateFin ? ` · jusqu'au ${formatDate(offer.dateFin)}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          empty
        )
      }
    </QueryBoundary>
  );
}
