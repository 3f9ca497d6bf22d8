import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/enrolment/cart/cart-storage';
import { demoEmails } from '../../../mocks/fake-token';
import {
  claireId,
  next,
  recordWizardCalls,
  renderSeededWizard,
  seedWizard,
  seededYoga,
  signedInStore,
} from './wizard-test-utils';

describe("'Ajouter au panier'", () => {
  it('keeps the registration in the account cart and closes', { timeout: 20_000 }, async () => {
    // Paid in one go, the card fee (0.8 % + 0.25 €: 1.69 €) on top of the 180 €.
    seedWizard({ category: { paymentSplit: 1 }, club: { absorbsFees: false } });
    const calls = recordWizardCalls();
    const store = await signedInStore();
    const { user, close } = await renderSeededWizard(store);
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
    expect(within(lines).getByText(/^181,69/)).toBeInTheDocument();
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
      licenseLevelTitle: 'licence Premium',
      transactionFees: 1.69,
      registrationWithoutValidation: false,
      firstname: 'Claire',
      order: {
        profileId: claireId,
        paymentMethodId: 1,
        amount: 180,
        activityCategoryPriceId: seededYoga.priceId,
      },
    });
    expect(calls.presign).toEqual([]);
    expect(calls.orders).toEqual([]);
  });
});
