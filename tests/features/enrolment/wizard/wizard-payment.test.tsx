import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paymentLinkMessages } from '@/shared/orders/payment-link-messages';
import { getMockDb } from '@/mocks/db';
import { mockControl, testConfig, testOrigin } from '@/mocks/node';
import { apiUrl } from '../../../mocks/api-urls';
import { recordRequests } from '../../../mocks/request-log';
import {
  claireId,
  next,
  recordWizardCalls,
  renderSeededWizard,
  seedWizard,
  signedInStore,
  waitEnabled,
} from './wizard-test-utils';

/** A category without validation at `amount` (offered as is to Claire), and the club's options. */
function seedWithoutValidation(amount: number, club: { helloassoClubSlug?: string } = {}) {
  seedWizard({
    category: { registrationWithoutValidation: true, prices: [{ title: 'Annuel', amount }] },
    club,
  });
}

/** The payment link answers this instead of a checkout (a mockControl rule). */
function answerLink(link: string | null) {
  mockControl.add({ method: 'POST', path: '/get-payment-link', status: 200, body: { link } });
}

const lastOrderId = () => String(getMockDb().orders.at(-1)?.id);
const lastCheckoutUrl = () => `${testOrigin}/mock-checkout/${getMockDb().checkouts.at(-1)?.id}`;

/** From 'Mes informations' to 'Choix du mode de paiement', changing nothing. */
async function goToPaymentChoice(user: UserEvent) {
  const body = document.body;
  await within(body).findByRole('heading', { name: 'Mes informations' });
  await next(user, body, 'Choix de la catégorie');
  await within(body).findByLabelText('Tarification');
  await next(user, body, 'Choix de la licence');
  await within(body).findByRole('radio', { name: /Premium/ });
  await next(user, body, 'Questionnaire médical');
  await user.click(within(body).getByRole('checkbox', { name: /Renouvellement questionnaire/ }));
  await next(user, body, 'Choix du mode de paiement');
}

async function goToSummary(user: UserEvent) {
  await goToPaymentChoice(user);
  await within(document.body).findAllByRole('radio');
  await next(user, document.body, 'Résumé de la demande');
}

describe("'Résumé de la demande'", () => {
  it(
    'shows every price line, the total, the instalments and what is taken today',
    { timeout: 20_000 },
    async () => {
      seedWithoutValidation(180);
      const store = await signedInStore();
      const { user } = await renderSeededWizard(store);
      const body = document.body;
      await goToPaymentChoice(user);
      await user.click(await screen.findByRole('radio', { name: 'Paiement en 3 fois' }));
      await next(user, body, 'Résumé de la demande');

      const lines = screen.getByRole('table', { name: 'Montant' });
      expect(within(lines).getByRole('rowheader', { name: /^Adhésion/ })).toBeInTheDocument();
      const total = within(lines).getByRole('row', { name: /^Total/ });
      const schedule = screen.getByRole('region', { name: 'Échéances' });
      const instalments = within(schedule).getAllByRole('listitem');
      expect(instalments).toHaveLength(3);
      const first = instalments[0]?.textContent?.split('– ')[1];
      expect(within(schedule).getByText(/^Prélevé aujourd’hui/).textContent).toBe(
        `Prélevé aujourd’hui : ${first}`,
      );
      expect(total).toHaveTextContent(/€$/);
    },
  );
});

describe('an online registration without validation goes straight to payment', () => {
  it(
    'creates and confirms one order however often the button is clicked, then follows the link',
    { timeout: 20_000 },
    async () => {
      seedWithoutValidation(180);
      const calls = recordWizardCalls();
      const store = await signedInStore();
      const { user, leaveFor, onFinished } = await renderSeededWizard(store);
      await goToSummary(user);

      const pay = screen.getByRole('button', { name: 'Accéder au paiement' });
      await waitEnabled(pay);
      await user.dblClick(pay);
      await user.click(pay);

      await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(lastCheckoutUrl()));
      expect(calls.orders).toHaveLength(1);
      expect(calls.orders[0]).toMatchObject({
        profileId: claireId,
        amount: 180,
        paymentMethodId: 1,
      });
      expect(calls.confirm).toEqual([lastOrderId()]);
      expect(calls.paymentLink).toHaveLength(1);
      expect(calls.paymentLink[0]?.url).toMatch(/\/api\/get-payment-link$/);
      expect(calls.paymentLink[0]?.body).toEqual({
        orderId: Number(lastOrderId()),
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
      seedWithoutValidation(180, { helloassoClubSlug: 'amsf-lyon' });
      const calls = recordWizardCalls();
      const clubReads = recordRequests('GET', apiUrl(`/public/${testConfig.productSlug}/1`));
      const store = await signedInStore();
      const { user, leaveFor } = await renderSeededWizard(store);
      await goToSummary(user);
      await user.click(screen.getByRole('button', { name: 'Accéder au paiement' }));
      await waitFor(() => expect(leaveFor).toHaveBeenCalled());
      expect(calls.paymentLink[0]?.url).toMatch(/\/api\/helloasso\/get-payment-link$/);
      // GET /public/{product}/{id} is one endpoint: the payment selects the slug from the club
      // entry the wizard already holds, and does not ask for the club again.
      expect(clubReads).toHaveLength(1);
    },
  );

  it(
    "confirms a free registration with 'Confirmer mon inscription' and the zero-euro payment",
    { timeout: 20_000 },
    async () => {
      seedWithoutValidation(0);
      // The mock offers 'Paiement en une fois' at 0 €; a backend with no option for a free
      // registration is the case the notice is for.
      mockControl.add({
        method: 'GET',
        path: '/public/payment/get-payment-options',
        status: 200,
        body: [],
      });
      const calls = recordWizardCalls();
      const store = await signedInStore();
      const { user, leaveFor } = await renderSeededWizard(store);
      const body = document.body;
      await goToPaymentChoice(user);
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
      expect(calls.zeroEuro).toEqual([lastOrderId()]);
      expect(calls.paymentLink).toEqual([]);
    },
  );

  it(
    'closes with the no-places information when the link is FULL',
    { timeout: 20_000 },
    async () => {
      seedWithoutValidation(180);
      answerLink('FULL');
      const store = await signedInStore();
      const { user, leaveFor, close } = await renderSeededWizard(store);
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
      seedWithoutValidation(180);
      answerLink(null);
      const calls = recordWizardCalls();
      const store = await signedInStore();
      const { user, close } = await renderSeededWizard(store);
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
