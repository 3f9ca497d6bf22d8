import { selectAccount } from '@/shared/session/session-slice';
import { cartItemCount } from '@/shared/session/cart-count';
import { useAppSelector } from '@/shared/store/store';

/** Placeholder of the enrolment cart until the cart issue lands: it tells what the cart holds. */
export function CartSummaryDialog({ onClose }: { onClose: () => void }) {
  const account = useAppSelector(selectAccount);
  const count = account ? cartItemCount(account.email) : 0;
  return (
    <div>
      <p>
        {count === 0
          ? 'Votre panier est vide.'
          : `Votre panier contient ${count} inscription${count > 1 ? 's' : ''}.`}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Fermer
        </button>
      </div>
    </div>
  );
}
