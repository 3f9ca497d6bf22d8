import type { AppDispatch } from '@/shared/store/store';
import { toastShown } from '@/shared/ui/ui-slice';
import type { NewCartItem } from '../cart/cart-item';
import { itemAdded, loadCart } from '../cart/cart-slice';

/** 'Ajouter au panier' on the summary: the sign-up joins the account's cart, and it is said. */
export const addedToCart = (item: NewCartItem) => (dispatch: AppDispatch) => {
  // The slice must hold this account's cart before the item joins it.
  dispatch(loadCart());
  dispatch(itemAdded(item));
  dispatch(
    toastShown({
      kind: 'success',
      title: 'Panier mis à jour',
      message: "L'inscription a été ajoutée au panier.",
    }),
  );
};
