import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import type { PaymentReceipt as Receipt } from '@/shared/orders/payment-receipt';

/**
 * The result page's receipt: who paid what to which club, what was taken today and what
 * follows; after a failure, that nothing was taken.
 */
export function PaymentReceipt({ receipt, succeeded }: { receipt: Receipt; succeeded: boolean }) {
  const following = receipt.schedule.slice(1);
  return (
    <section className="members-receipt" aria-labelledby="payment-receipt-title">
      <h2 id="payment-receipt-title">Récapitulatif</h2>
      {receipt.clubTitle && (
        <p className="members-receipt__club">
          {receipt.clubLogoUrl && <img src={receipt.clubLogoUrl} alt="" width={40} height={40} />}
          {receipt.clubTitle}
        </p>
      )}
      <dl className="definition-list">
        <dt>Activité</dt>
        <dd>{receipt.activity}</dd>
        <dt>Membre</dt>
        <dd>{receipt.member}</dd>
        {succeeded ? (
          <>
            <dt>Réglé aujourd’hui</dt>
            <dd>{formatEuros(receipt.today)}</dd>
            {following.length > 0 && (
              <>
                <dt>Montant total</dt>
                <dd>{formatEuros(receipt.total)}</dd>
              </>
            )}
          </>
        ) : (
          <>
            <dt>Montant de l’inscription</dt>
            <dd>{formatEuros(receipt.total)}</dd>
          </>
        )}
      </dl>
      {succeeded && following.length > 0 && (
        <>
          <h3 className="members-receipt__subtitle">Échéances suivantes</h3>
          <ul className="members-receipt__schedule">
            {following.map((entry, index) => (
              <li key={`${entry.date}-${index}`}>
                {formatDate(entry.date)} – {formatEuros(entry.amount)}
              </li>
            ))}
          </ul>
        </>
      )}
      {!succeeded && <p>Aucun montant n’a été prélevé.</p>}
    </section>
  );
}
