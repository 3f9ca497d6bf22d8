import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/enrolment/cart/cart-storage';
import { demoEmails } from '../../../mocks/fake-token';
import { paymentOption } from './enrolment-factories';
import {
  claireId,
  next,
  renderWizard,
  scenario,
  serveWizard,
  signedInStore,
} from './wizard-test-utils';

describe("'Ajouter au panier'", () => {
  it('keeps the registration in the account cart and closes', { timeout: 20_000 }, async () => {
    const data = scenario({
      paymentOptions: [
        paymentOption(1, [{ date: '2026-12-01', total: 183.2, charged: 180, fee: 3.2 }], 183.2),
      ],
    });
    const calls = serveWizard(data);
    const store = await signedInStore();
    const { user, close } = renderWizard(store, data);
    const body = document.body;
    await within(body).findByRole('heading', { name: 'Mes informations' });
    await next(user, body, 'Choix de la catégorie');
    await within(body).findByLabelText('Tarification');
    await next(user, body, 'Choix de la licence');
    await within(body).findByRole('radio', { name: /Premium/ });
    await next(user, body, 'Questionnaire médical');
    await user.click(screen.getByRole('checkbox', { name: /Renouvellement questionnaire/ }));
    await next(user, body, 'Choix du mode de paiement');
    const lines = await screen.findByRole('table', { name: 'Résumé de la demande' });
    expect(within(lines).getByRole('rowheader', { name: 'Frais de paiement' })).toBeInTheDocument();
    expect(within(lines).getByText(/^183,20/)).toBeInTheDocument();
    await next(user, body, 'Résumé de la demande');

    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));

    expect(await screen.findByText("L'inscription a été ajoutée au panier.")).toBeInTheDocument();
    expect(screen.getByText('Panier mis à jour')).toBeInTheDocument();
    expect(close).toHaveBeenCalled();
    const [item] = readCart(demoEmails.family);
    expect(item).toMatchObject({
      activityTitle: 'Yoga',
      categoryTitle: 'Adultes',
      priceName: 'Annuel',
      licenseLevelTitle: 'Premium',
      transactionFees: 3.2,
      registrationWithoutValidation: false,
      firstname: 'Claire',
      order: { profileId: claireId, paymentMethodId: 1, amount: 180, activityCategoryPriceId: 200 },
    });
    expect(calls.presign).toEqual([]);
    expect(calls.orders).toEqual([]);
  });
});
