import { formatDate } from '@/shared/lib/dates';
import { nounFor } from '@/shared/lib/french';
import { formatEuros } from '@/shared/lib/money';
import { chargedToday } from '../rules/amounts';
import { useWizard } from './wizard-context';

/**
 * The chosen option's instalments and what the checkout takes today, in the payment step and
 * again in the summary, so that the member knows before paying what leaves the account when.
 */
export function PaymentSchedule({ headingId }: { headingId: string }) {
  const { paymentOption, amount } = useWizard();
  const schedule = paymentOption?.transactionsSchedule ?? [];
  if (schedule.length === 0 || amount === undefined) return null;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{nounFor(schedule.length, 'Échéance')}</h4>
      <ul className="wizard-plain-list">
        {schedule.map((entry, index) => (
          <li key={`${entry.date}-${index}`}>
            {formatDate(entry.date)} – {formatEuros(entry.totalAmount)}
          </li>
        ))}
      </ul>
      {schedule.length > 1 && (
        <p className="wizard-schedule__today">
          Prélevé aujourd’hui : {formatEuros(chargedToday(amount, paymentOption))}
        </p>
      )}
    </section>
  );
}
