import { Fragment } from 'react';
import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import type { PaymentReceipt as Receipt } from '@/shared/orders/payment-receipt';
import { followingInstalments, receiptFacts } from '../rules/payment-receipt-facts';
import type { PaymentOutcome } from '../rules/payment-result';

/**
 * The result page's receipt: who pays what to which club, what was taken today and what
 * follows after a success; what there is to pay after any other result (receiptFacts).
 */
export function PaymentReceipt({
  receipt,
  outcome,
}: {
  receipt: Receipt;
  outcome: PaymentOutcome;
}) {
  const following = followingInstalments(outcome, receipt);
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
        {receiptFacts(outcome, receipt).map((fact) => (
          <Fragment key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
      {following.length > 0 && (
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
    </section>
  );
}
