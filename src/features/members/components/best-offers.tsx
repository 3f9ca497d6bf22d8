import { formatEuros } from '@/shared/lib/money';
import { useGetBestOffersQuery } from '../api/get-best-offers';
import type { Offer } from '../api/get-best-offers';
import { safeLinkUrl } from '../rules/external-url';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { ActivityPicture } from '@/shared/ui/discipline-picture/activity-picture';

export const bestOffersShown = 4;

function OfferCard({ offer }: { offer: Offer }) {
  const image = safeLinkUrl(offer.imageUrl);
  const link = safeLinkUrl(offer.url);
  const discounted = offer.initialPrice > offer.finalPrice;
  return (
    <article className="members-offer">
      <ActivityPicture
        className="members-offer__picture"
        src={image}
        name={offer.titre}
        width={400}
        height={300}
      />
      <h3>{offer.titre}</h3>
      <p>{offer.description}</p>
      <p className="members-offer__price">
        {formatEuros(offer.finalPrice)}
        {discounted && (
          <span className="members-offer__initial">
            <span className="visually-hidden">au lieu de</span>{' '}
            <s>{formatEuros(offer.initialPrice)}</s>
          </span>
        )}
      </p>
      {link && (
        <a className="members-link" href={link} target="_blank" rel="noopener noreferrer">
          Voir l'offre <span className="visually-hidden">{`${offer.titre} (nouvel onglet)`}</span>
        </a>
      )}
    </article>
  );
}

/** A preview of the premium club's best offers. */
export function BestOffers() {
  const offers = useGetBestOffersQuery();
  return (
    <section className="members-block" aria-labelledby="members-offers-title">
      <h2 id="members-offers-title">Les meilleures offres du moment</h2>
      <QueryBoundary
        query={offers}
        deferContent
        loadingLabel="Chargement des offres…"
        errorMessage="Les offres n'ont pas pu être chargées."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="members-muted">Aucune offre pour le moment.</p>
          ) : (
            <ul className="card-grid members-offers">
              {list.slice(0, bestOffersShown).map((offer) => (
                <li key={`${offer.titre}-${offer.url}`}>
                  <OfferCard offer={offer} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </section>
  );
}
