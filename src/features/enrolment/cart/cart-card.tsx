import { useId } from 'react';
import { formatEuros } from '@/shared/lib/money';
import type { CartItem } from './cart-item';
import { clubRightLabel, discountLabel, promoLabel } from '../rules/price-line-labels';
import { licenceTitle } from '../wizard/licence-texts';
import { cardAmounts, cardTitle } from './rules/card-amounts';
import { Button } from '@/shared/ui/button';

type Props = {
  item: CartItem;
  priceChanged: boolean;
  /** Its 'Payer' is on its way: the button says so and takes no second click. */
  paying?: boolean;
  onRemove: () => void;
  onPay: () => void;
};

/** One registration waiting in the cart: what it costs and who it is for. */
export function CartCard({ item, priceChanged, paying = false, onRemove, onPay }: Props) {
  const titleId = useId();
  const amounts = cardAmounts(item);
  const promo = item.order.promo;

  return (
    <article className="cart-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="cart-card__title">
        {cardTitle(item)}
      </h3>
      <dl className="cart-card__lines">
        <dt>Prix initial</dt>
        <dd>{formatEuros(amounts.initialPrice)}</dd>
        <dt>Licence</dt>
        <dd>
          {amounts.licence > 0
            ? `${licenceTitle(item.licenseLevelTitle)} : + ${formatEuros(amounts.licence)}`
            : licenceTitle(item.licenseLevelTitle)}
        </dd>
        {amounts.clubRightDiscount > 0 && (
          <>
            <dt>{clubRightLabel(item.priceReasons?.clubRight)}</dt>
            <dd>{`- ${formatEuros(amounts.clubRightDiscount)}`}</dd>
          </>
        )}
        {amounts.discount > 0 && (
          <>
            <dt>{discountLabel(item.priceReasons?.discount)}</dt>
            <dd>{`- ${formatEuros(amounts.discount)}`}</dd>
          </>
        )}
        {promo && amounts.promoReduction > 0 && (
          <>
            <dt>{promoLabel(promo)}</dt>
            <dd>{`- ${formatEuros(amounts.promoReduction)}`}</dd>
          </>
        )}
        {amounts.fees > 0 && (
          <>
            <dt>Frais de paiement</dt>
            <dd>{formatEuros(amounts.fees)}</dd>
          </>
        )}
        <dt>Membre</dt>
        <dd>{`${item.firstname} ${item.lastname}`}</dd>
        <dt className="cart-card__total">Total</dt>
        <dd className="cart-card__total">{formatEuros(amounts.total)}</dd>
      </dl>
      {priceChanged && <p className="cart-card__warning">Attention : Le prix a changé !</p>}
      {paying && <p role="status">Envoi de votre demande…</p>}
      <div className="cart-card__actions">
        <Button variant="secondary" aria-describedby={titleId} disabled={paying} onClick={onRemove}>
          Supprimer
        </Button>
        <Button
          variant="primary"
          aria-describedby={titleId}
          disabled={paying}
          busy={paying}
          onClick={onPay}
        >
          Payer
        </Button>
      </div>
    </article>
  );
}
