import type { ReactNode } from 'react';
import type { CartItem } from '@/features/enrolment/cart/cart-item';
import { seededProfileIds } from '@/mocks/db';
import type { AppStore } from '@/shared/store/store';
import { demoEmails } from '../../../mocks/fake-token';
import { loadSession } from '../../../session-seed';
import { renderWithProviders, setUpApp } from '../../../test-utils';

export const familyEmail = demoEmails.family;
export const claireId = seededProfileIds.claireMartin;

/**
 * A store signed in as famille.martin with Claire loaded from the mocked backend, and the API
 * layer wired as at start-up (bearer, French error toasts).
 */
export async function signedInStore(profileId: number = claireId): Promise<AppStore> {
  const store = setUpApp({ user: familyEmail });
  await loadSession(store, profileId);
  return store;
}

/** Renders inside the app's providers and dialog host, signed in as the family. */
export function renderInApp(store: AppStore, element: ReactNode, path = '/') {
  return renderWithProviders(element, { store, route: path, user: familyEmail });
}

/**
 * A cart item as the wizard stores it: Claire's yearly Pilates at AMSF Lyon (category 1051,
 * price 10511) at 180 € (150 € to pay); seedCartPrices offers her that amount in the mock.
 */
export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    key: 'item-1',
    quantity: 1,
    order: {
      profileId: claireId,
      memberId: claireId,
      activityCategoryPriceId: 10511,
      licenseLevelId: 2,
      reservation: null,
      promo: null,
      paymentMethodId: 1,
      profileDetails: {
        firstname: 'Claire',
        lastname: 'Martin',
        birthday: '1984-03-12',
        gender: 'F',
        email: familyEmail,
        address: '12 rue des Lilas',
        addressContinued: '',
        city: 'Lyon',
        postalCode: '69003',
      },
      amount: 150,
    },
    clubId: 1,
    activityId: 105,
    categoryId: 1051,
    seasonId: 4,
    activityTitle: 'Pilates',
    categoryTitle: 'Adultes',
    priceName: 'Tarif annuel',
    initialPriceAmount: 180,
    licenseLevelTitle: 'Accès',
    discountAmount: 10,
    discountDroitClubAmount: 20,
    transactionFees: 0,
    registrationWithoutValidation: false,
    firstname: 'Claire',
    lastname: 'Martin',
    priceChanged: false,
    ...overrides,
  };
}

/** Writes the account's cart in the stored shape, as a returning member would find it. */
export function storeCart(items: CartItem[], email: string = familyEmail): void {
  window.localStorage.setItem('cart', JSON.stringify({ [email]: items }));
}
