import { formatEuros } from '@/shared/lib/money';
import { amountDifference, differenceMessage, promoAmount } from '../rules/amounts';
import { clubRightLabel, discountLabel, promoLabel } from '../rules/price-line-labels';
import { licenceTitle } from './licence-texts';
import { useWizard } from './wizard-context';

/** Section 9's reduction or increase message, with what makes it up. */
export function PriceDifference() {
  const { priceInput, price, promo, licence } = useWizard();
  if (!priceInput || !price) return null;
  const message = differenceMessage(amountDifference(priceInput));
  if (!message) return null;
  const reasons: string[] = [];
  if (priceInput.licenceUpgrade !== null) {
    reasons.push(
      `Complément de licence (vous détenez une licence accès) : + ${formatEuros(priceInput.licenceUpgrade)}`,
    );
  } else if (licence && (priceInput.licenceSupplement ?? 0) > 0) {
    reasons.push(
      `${licenceTitle(licence.licenseLevelTitle)} : + ${formatEuros(priceInput.licenceSupplement ?? 0)}`,
    );
  }
  if (priceInput.licenceUpgrade === null && priceInput.discount > 0) {
    reasons.push(`${discountLabel(price.discount.reason)} : - ${formatEuros(priceInput.discount)}`);
  }
  if (priceInput.clubRightDiscount > 0) {
    reasons.push(
      `${clubRightLabel(price.discountDroitClub.reason)} : - ${formatEuros(priceInput.clubRightDiscount)}`,
    );
  }
  if (promo && promo.discountPercentage > 0) {
    reasons.push(`${promoLabel(promo)} : - ${formatEuros(promoAmount(priceInput))}`);
  }
  return (
    <div className="wizard-difference" role="status">
      <p>{message}</p>
      {reasons.length > 0 && (
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
