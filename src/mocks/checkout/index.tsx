import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { checkoutPagePath } from './checkout-contract';
import { CheckoutPage } from './checkout-page';

/** The payment provider's checkout page, rendered instead of the portal on /mock-checkout/{id}. */
export function renderMockCheckout(root: Root, pathname: string): void {
  const checkoutId = pathname.slice(checkoutPagePath.length + 1).split('/')[0] ?? '';
  root.render(
    <StrictMode>
      <CheckoutPage checkoutId={checkoutId} />
    </StrictMode>,
  );
}
