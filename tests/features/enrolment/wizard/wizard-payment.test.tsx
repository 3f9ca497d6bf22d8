import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentLinkMessages } from '@/features/enrolment/payment/payment-link';
import { activity, category, offerPrice } from './enrolment-factories';
import {
  claireId,
  next,
  renderWizard,
  scenario,
  serveWizard,
  signedInStore,
  waitEnabled,
  type Scenario,
} from './wizard-test-utils';

const withoutValidation = (amount: number): Partial<Scenario> => ({
  activity: activity({
    activityCategories: [category({ registrationWithoutValidation: true })],
  }),
  offers: {
    activityCategoryPrices: [offerPrice({ initialPriceAmount: amount, priceAmount: amount })],
    promo: null,
  },
});

async function goToSummary(user: UserEvent) {
  const body = document.body;
  await within(body).findByRole('heading', { name: 'Mes informations' });
  await next(user, body, 'Choix de la catégorie');
  await within(body).findByLabelText('Tarification');
  await next(user, body, 'Choix de la licence');
  await within(body).findByRole('radio', { name: /Premium/ });
  await next(user, body, 'Questionnaire médical');
  await user.click(within(body).getByRole('checkbox', { name: /Renouvellement questionnaire/ }));
  await next(user, body, 'Choix du mode de paiement');
  await within(body).findAllByRole('radio');
  await next(user, body, 'Résumé de la demande');
}

describe('an online registration without validation goes straight to payment', () => {
  it(
    'creates and confirms one order however often the button is clicked, then follows the link',
    { timeout: 20_000 },
    async () => {
      const calls = serveWizard(scenario(withoutValidation(180)));
      const store = await signedInStore();
      const { user, leaveFor, onFinished } = renderWizard(store, scenario(withoutValidation(180)));
      await goToSummary(user);

      const pay = screen.getByRole('button', { name: 'Accéder au paiement' });
      await waitEnabled(pay);
      await user.dblClick(pay);
      await user.click(pay);

      await waitFor(() =>
        expect(leaveFor).toHaveBeenCalledWith('https://paiement.example.fr/checkout/1'),
      );
      expect(calls.orders).toHaveLength(1);
      expect(calls.orders[0]).toMatchObject({
        profileId: claireId,
        amount: 180,
        paymentMethodId: 1,
      });
      expect(calls.confirm).toEqual(['8001']);
      expect(calls.paymentLink).toHaveLength(1);
      expect(calls.paymentLink[0]?.url).toMatch(/\/api\/get-payment-link$/);
      expect(calls.paymentLink[0]?.body).toEqual({
        orderId: 8001,
        firstName: 'Claire',
        lastName: 'Martin',
      });
      expect(onFinished).toHaveBeenCalled();
      expect(pay).toBeDisabled();
    },
  );

  it(
    'asks the provider variant when the club has a payment slug',
    { timeout: 20_000 },
    async () => {
      const data = scenario({ ...withoutValidation(180), clubSlug: 'amsf-lyon' });
      const calls = serveWizard(data);
      const store = await signedInStore();
      const { user, leaveFor } = renderWizard(store, data);
      await goToSummary(user);
      await user.click(screen.getByRole('button', { name: 'Accéder au paiement' }));
      await waitFor(() => expect(leaveFor).toHaveBeenCalled());
      expect(calls.paymentLink[0]?.url).toMatch(/\/api\/helloasso\/get-payment-link$/);
    },
  );

  it(
    "confirms a free registration with 'Confirmer mon inscription' and the zero-euro payment",
    { timeout: 20_000 },
    async () => {
      const data = scenario({
        ...withoutValidation(0),
        paymentOptions: [],
        paymentLink: 'http://localhost:3000/payments/success',
      });
      const calls = serveWizard(data);
      const store = await signedInStore();
      const { user, leaveFor } = renderWizard(store, data);
      const body = document.body;
      await within(body).findByRole('heading', { name: 'Mes informations' });
      await next(user, body, 'Choix de la catégorie');
      await within(body).findByLabelText('Tarification');
      await next(user, body, 'Choix de la licence');
      await within(body).findByRole('radio', { name: /Premium/ });
      await next(user, body, 'Questionnaire médical');
      await user.click(
        within(body).getByRole('checkbox', { name: /Renouvellement questionnaire/ }),
      );
      await next(user, body, 'Choix du mode de paiement');
      expect(
        await screen.findByText('Aucun paiement n’est demandé pour cette inscription.'),
      ).toBeInTheDocument();
      await next(user, body, 'Résumé de la demande');
      const confirm = screen.getByRole('button', { name: 'Confirmer mon inscription' });
      await waitEnabled(confirm);
      await user.click(confirm);

      await waitFor(() =>
        expect(leaveFor).toHaveBeenCalledWith('http://localhost:3000/payments/success'),
      );
      expect(calls.orders).toHaveLength(1);
      expect(calls.orders[0]).toMatchObject({ amount: 0, paymentMethodId: 1 });
      expect(calls.zeroEuro).toEqual(['8001']);
      expect(calls.paymentLink).toEqual([]);
    },
  );

  it(
    'closes with the no-places information when the link is FULL',
    { timeout: 20_000 },
    async () => {
      const data = scenario({ ...withoutValidation(180), paymentLink: 'FULL' });
      serveWizard(data);
      const store = await signedInStore();
      const { user, leaveFor, close } = renderWizard(store, data);
      await goToSummary(user);
      await user.click(screen.getByRole('button', { name: 'Accéder au paiement' }));
      expect(await screen.findByText(paymentLinkMessages.full.message)).toBeInTheDocument();
      expect(screen.getByText(paymentLinkMessages.full.title)).toBeInTheDocument();
      expect(close).toHaveBeenCalled();
      expect(leaveFor).not.toHaveBeenCalled();
    },
  );

  it(
    'stays with an error when no link comes back, and a retry reuses the order',
    { timeout: 20_000 },
    async () => {
      const data = scenario({ ...withoutValidation(180), paymentLink: null });
      const calls = serveWizard(data);
      const store = await signedInStore();
      const { user, close } = renderWizard(store, data);
      await goToSummary(user);
      const pay = screen.getByRole('button', { name: 'Accéder au paiement' });
      await user.click(pay);
      expect(await screen.findByText(paymentLinkMessages.missing)).toBeInTheDocument();
      await waitEnabled(pay);
      await user.click(pay);
      await waitFor(() => expect(calls.paymentLink).toHaveLength(2));
      expect(calls.orders).toHaveLength(1);
      expect(calls.confirm).toHaveLength(1);
      expect(close).not.toHaveBeenCalled();
    },
  );
});
