import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileShell } from '@/app/shell/profile-shell';
import { readCart } from '@/features/enrolment/cart/cart-storage';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import {
  cartItem,
  claireId,
  familyEmail,
  renderInApp,
  signedInStore,
  storeCart,
} from './enrolment-test-utils';
import { apiUrl } from '../../../mocks/api-urls';
import { recordRequests } from '../../../mocks/request-log';
import { countOrderReloads, recordPaymentCalls, seedCartPrices } from './payment-calls';

function Shell() {
  const profile = useAppSelector(selectCurrentProfile);
  return profile ? (
    <ProfileShell profile={profile}>
      <h1>Accueil</h1>
    </ProfileShell>
  ) : null;
}

/** The value (dd) beside a term (dt) of a card's description list. */
function definitionOf(card: HTMLElement, term: string): HTMLElement | undefined {
  const terms = within(card)
    .getAllByRole('term')
    .map((item) => item.textContent);
  return within(card).getAllByRole('definition')[terms.indexOf(term)];
}

const pilates = cartItem();
const judo = cartItem({
  key: 'item-2',
  activityId: 103,
  categoryId: 1031,
  activityTitle: 'Judo',
  categoryTitle: 'Adultes confirmés',
  priceName: 'Tarif plein',
  initialPriceAmount: 210,
  discountAmount: 0,
  discountDroitClubAmount: 0,
  transactionFees: 3.1,
  order: { ...cartItem().order, activityCategoryPriceId: 10311, amount: 210 },
});

async function openCart() {
  const store = await signedInStore();
  renderInApp(store, <Shell />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Panier/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Votre Panier' });
  return { store, user, dialog };
}

describe("the 'Votre Panier' dialog", () => {
  it('says when the cart is empty and closes with Fermer', async () => {
    const { user, dialog } = await openCart();
    expect(await within(dialog).findByText('Votre panier est vide.')).toBeInTheDocument();
    // The header's × is also named Fermer: this is the dialog's own button.
    const buttons = within(dialog).getAllByRole('button', { name: 'Fermer' });
    await user.click(buttons.find((button) => button.textContent === 'Fermer') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names each discount as the wizard did, and with the generic words for a cart stored before', async () => {
    storeCart([
      {
        ...pilates,
        priceReasons: {
          discount: 'Réduction famille',
          clubRight: 'Licence Premium déjà réglée pour la saison 2026/2027 (20,00 €)',
        },
      },
    ]);
    seedCartPrices({ pilates: 150 });
    const { dialog } = await openCart();
    const card = within(dialog).getByRole('article', { name: 'Adhésion Pilates (Adultes)' });
    expect(definitionOf(card, 'Réduction famille')).toHaveTextContent('- 10,00 €');
    expect(
      definitionOf(card, 'Licence Premium déjà réglée pour la saison 2026/2027 (20,00 €)'),
    ).toHaveTextContent('- 20,00 €');
  });

  it('shows one card per item with its prices, licence, member and total', async () => {
    storeCart([pilates, judo]);
    seedCartPrices({ pilates: 150, judo: 210 });
    const { dialog } = await openCart();

    const card = within(dialog).getByRole('article', { name: 'Adhésion Pilates (Adultes)' });
    const lines = within(card);
    expect(definitionOf(card, 'Prix initial')).toHaveTextContent('180,00 €');
    expect(definitionOf(card, 'Licence')).toHaveTextContent('Accès');
    expect(definitionOf(card, 'Déduction droit club')).toHaveTextContent('- 20,00 €');
    expect(definitionOf(card, 'Réduction')).toHaveTextContent('- 10,00 €');
    expect(definitionOf(card, 'Membre')).toHaveTextContent('Claire Martin');
    expect(definitionOf(card, 'Total')).toHaveTextContent('150,00 €');
    expect(lines.queryByText('Frais de paiement')).not.toBeInTheDocument();

    const second = within(dialog).getByRole('article', {
      name: 'Adhésion Judo (Adultes confirmés)',
    });
    expect(definitionOf(second, 'Frais de paiement')).toHaveTextContent('3,10 €');
    expect(definitionOf(second, 'Total')).toHaveTextContent('213,10 €');
    expect(within(dialog).queryByText('Attention : Le prix a changé !')).not.toBeInTheDocument();
  });

  it('warns on the card whose price changed since it was added', async () => {
    storeCart([pilates, judo]);
    seedCartPrices({ pilates: 165, judo: 210 });
    const offers = recordRequests(
      'GET',
      apiUrl('/public/payment/get-category-prices-for-order/season/*'),
    );
    const { dialog } = await openCart();

    const changed = within(dialog).getByRole('article', { name: 'Adhésion Pilates (Adultes)' });
    expect(await within(changed).findByText('Attention : Le prix a changé !')).toBeInTheDocument();
    const asked = offers.map(({ url }) => Number(url.searchParams.get('activityCategoryId')));
    expect(asked.sort()).toEqual([1031, 1051]);
    const same = within(dialog).getByRole('article', { name: 'Adhésion Judo (Adultes confirmés)' });
    expect(within(same).queryByText('Attention : Le prix a changé !')).not.toBeInTheDocument();
  });

  it('removes an item with Supprimer and the header count follows', async () => {
    storeCart([pilates, judo]);
    seedCartPrices({ pilates: 150, judo: 210 });
    const { user, dialog } = await openCart();
    expect(screen.getByRole('button', { name: 'Panier, 2 articles' })).toBeInTheDocument();

    const card = within(dialog).getByRole('article', { name: 'Adhésion Pilates (Adultes)' });
    await user.click(within(card).getByRole('button', { name: 'Supprimer' }));

    expect(
      within(dialog).queryByRole('article', { name: 'Adhésion Pilates (Adultes)' }),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('article', { name: 'Adhésion Judo (Adultes confirmés)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Panier, 1 article' })).toBeInTheDocument();
    expect(readCart(familyEmail).map((item) => item.key)).toEqual(['item-2']);
    // Where the focus went has no Testing Library query: the document's active element is it.
    // eslint-disable-next-line testing-library/no-node-access
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('pays an item: the dialog closes, the demand is sent once, the item leaves and the profile reloads', async () => {
    storeCart([pilates, judo]);
    seedCartPrices({ pilates: 150, judo: 210 });
    const calls = recordPaymentCalls();
    const { user, dialog } = await openCart();
    const reloads = countOrderReloads(claireId);

    const card = within(dialog).getByRole('article', { name: 'Adhésion Pilates (Adultes)' });
    await user.click(within(card).getByRole('button', { name: 'Payer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByText("Votre demande d'inscription a été effectuée avec succès."),
    ).toBeInTheDocument();
    expect(screen.getByText('Demande envoyée !')).toBeInTheDocument();
    expect(calls.demands).toEqual([pilates.order]);
    expect(calls.orders).toEqual([]);
    expect(calls.confirmed).toEqual([]);
    expect(readCart(familyEmail).map((item) => item.key)).toEqual(['item-2']);
    expect(screen.getByRole('button', { name: 'Panier, 1 article' })).toBeInTheDocument();
    await waitFor(() => expect(reloads.count).toBe(1));
  });

  it('keeps the item and shows only the payment error when the order fails', async () => {
    storeCart([pilates]);
    seedCartPrices({ pilates: 150 });
    const calls = recordPaymentCalls({ orderStatus: 500 });
    const { user, dialog } = await openCart();

    await user.click(within(dialog).getByRole('button', { name: 'Payer' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur');
    expect(alert).toHaveTextContent("Une erreur s'est produite lors du paiement");
    expect(screen.queryByText('Commande refusée par le serveur')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(calls.demands).toHaveLength(1);
    expect(readCart(familyEmail)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Panier, 1 article' })).toBeInTheDocument();
  });
});
