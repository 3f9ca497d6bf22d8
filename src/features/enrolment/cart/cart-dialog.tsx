import { useEffect, useRef } from 'react';
import { selectAccount } from '@/shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { CheckedCartCard } from './checked-cart-card';
import type { CartItem } from './cart-item';
import { itemRemoved, loadCart, selectCartItems } from './cart-slice';
import { payCartItem } from './pay-cart-item';
import './cart.css';
import { countOf } from '@/shared/lib/french';
import { DialogActions } from '@/shared/ui/dialog-actions';

/** The body of the 'Votre Panier' dialog (docs/spec/enrolment.md section 2). */
export function CartDialog({ onClose }: { onClose: () => void }) {
  const account = useAppSelector(selectAccount);
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  // The slice may not hold the signed-in account's cart yet (first use in this store).
  useEffect(() => {
    dispatch(loadCart());
  }, [dispatch]);
  const list = useRef<HTMLDivElement>(null);

  const remove = (item: CartItem) => {
    if (!account) return;
    dispatch(itemRemoved(item.key));
    // The pressed button disappears with its card: keep the focus inside the dialog.
    list.current?.focus();
  };

  const pay = async (item: CartItem) => {
    onClose();
    const result = await dispatch(payCartItem({ item }));
    // The thunk has checked the payment page's origin; leaving the portal is the view's part.
    if (payCartItem.fulfilled.match(result) && result.payload.kind === 'redirected') {
      window.location.assign(result.payload.url);
    }
  };

  return (
    <div className="cart-dialog">
      <div ref={list} className="cart-dialog__items" tabIndex={-1}>
        <p className="visually-hidden" aria-live="polite">
          {`${countOf(items.length, 'inscription')} dans le panier`}
        </p>
        {items.length === 0 ? (
          <p>Votre panier est vide.</p>
        ) : (
          items.map((item) => (
            <CheckedCartCard
              key={item.key}
              item={item}
              onRemove={() => remove(item)}
              onPay={() => void pay(item)}
            />
          ))
        )}
      </div>
      <DialogActions onCancel={onClose} cancelLabel="Fermer" />
    </div>
  );
}
