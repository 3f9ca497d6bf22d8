import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import { useGetPassOfferActivitiesQuery } from '../api/get-club-activities';
import type { PassOffer } from '../api/get-offers';
import { isUnlimited } from '../account/rules/usable-offers';
import { countOf } from '@/shared/lib/french';

/** The offer details dialog (400 px). */
export function OfferDetails({ offer }: { offer: PassOffer }) {
  const activities = useGetPassOfferActivitiesQuery(offer.id);
  return (
    <div className="pass-offer-details">
      {offer.offreDescriptif && <p>{offer.offreDescriptif}</p>}
      <dl className="pass-offer-details__facts">
        <dt>Prix</dt>
        <dd>{formatEuros(offer.prix)} TTC</dd>
        <dt>Séances</dt>
        <dd>{isUnlimited(offer) ? 'À volonté' : countOf(offer.nombreJetons, 'jeton')}</dd>
        {offer.dateFin && (
          <>
            <dt>Valable jusqu'au</dt>
            <dd>{formatDate(offer.dateFin)}</dd>
          </>
        )}
      </dl>
      {offer.consigne && <p className="pass-offer-details__rule">{offer.consigne}</p>}
      {activities.data && activities.data.length > 0 && (
        <>
          <h3 className="pass-session__subtitle">Activités concernées</h3>
          <ul>
            {activities.data.map((activity) => (
              <li key={activity.activiteId}>{activity.activiteNom}</li>
            ))}
          </ul>
        </>
      )}
      {offer.lienpaiement && (
        <a
          href={offer.lienpaiement}
          target="_blank"
          rel="noreferrer noopener"
          className="button button--primary"
        >
          Acheter cette offre<span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      )}
    </div>
  );
}
