import { formatEuros } from '@/shared/lib/money';
import { clubAbsorbsFees, paymentFees, promoAmount, totalToPay } from '../rules/amounts';
import { licenceTitle } from './licence-texts';
import { licencePriceText } from './steps/licence-step';
import { useWizard } from './use-wizard-model';

type Line = { label: string; value: string };

/** 'Résumé de la demande' of the payment step: what makes up the total. */
export function RequestLines() {
  const { activity, category, price, licence, priceInput, promo, amount, paymentOption } =
    useWizard();
  if (!price || !priceInput || amount === undefined) return null;
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
  if (priceInput.licenceUpgrade === null && priceInput.discount > 0) {
    lines.push({
      label: price.discount.reason ?? 'Réduction',
      value: `- ${formatEuros(priceInput.discount)}`,
    });
  }
  if (priceInput.clubRightDiscount > 0) {
    lines.push({
      label: 'Déduction droit club',
      value: `- ${formatEuros(priceInput.clubRightDiscount)}`,
    });
  }
  if (promo && promo.discountPercentage > 0) {
    lines.push({
      label: `Promo ${promo.title} (${promo.discountPercentage} %)`,
      value: `- ${formatEuros(promoAmount(priceInput))}`,
    });
  }
  if (paymentOption && !clubAbsorbsFees(paymentOption)) {
    lines.push({ label: 'Frais de paiement', value: formatEuros(paymentFees(paymentOption)) });
  }
  return (
    <table className="wizard-lines">
      <caption className="wizard-lines__caption">Résumé de la demande</caption>
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
          <td>{formatEuros(totalToPay(amount, paymentOption))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
