import { formatEuros } from '@/shared/lib/money';
import { announcedFees, priceBreakdown, totalToPay } from '../rules/amounts';
import { clubRightLabel, discountLabel, promoLabel } from '../rules/price-line-labels';
import { licenceTitle } from './licence-texts';
import { licencePriceText } from './steps/licence-step';
import { useWizard } from './wizard-context';

type Line = { label: string; value: string };

/**
 * 'Résumé de la demande' of the payment step: what makes up the total, every line from the one
 * money model (docs/adr/0014-one-money-model.md), so that the lines add up to the total.
 */
export function RequestLines({ caption = 'Résumé de la demande' }: { caption?: string }) {
  const { activity, category, price, licence, priceInput, promo, amount, paymentOption } =
    useWizard();
  if (!price || !priceInput || amount === undefined) return null;
  const breakdown = priceBreakdown(priceInput);
  const fees = announcedFees(paymentOption);
  const lines: Line[] = [
    {
      label: `Adhésion ${activity.title} (${category?.title ?? price.activityCategory.title})`,
      value: formatEuros(priceInput.initialPrice),
    },
  ];
  if (licence) {
    lines.push({
      label: licenceTitle(licence.licenseLevelTitle),
      value:
        priceInput.licenceUpgrade !== null
          ? `+ ${formatEuros(priceInput.licenceUpgrade)}`
          : licencePriceText(licence.licenseAmount),
    });
  }
  if (breakdown.discount > 0) {
    lines.push({
      label: discountLabel(price.discount.reason),
      value: `- ${formatEuros(breakdown.discount)}`,
    });
  }
  if (breakdown.clubRightDiscount > 0) {
    lines.push({
      label: clubRightLabel(price.discountDroitClub.reason),
      value: `- ${formatEuros(breakdown.clubRightDiscount)}`,
    });
  }
  if (promo && breakdown.promo > 0) {
    lines.push({
      label: promoLabel(promo),
      value: `- ${formatEuros(breakdown.promo)}`,
    });
  }
  // Only when the club does not absorb the fees (docs/spec/enrolment.md section 2).
  if (fees > 0) {
    lines.push({ label: 'Frais de paiement', value: formatEuros(fees) });
  }
  return (
    <table className="wizard-lines">
      <caption className="wizard-lines__caption">{caption}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            <td>{line.value}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td>{formatEuros(totalToPay(breakdown.amount, paymentOption))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
