import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { ActivityPage } from '@/features/enrolment/activity/activity-page';
import { getMockDb } from '@/mocks/db';
import { mockControl, testOrigin } from '@/mocks/node';
import { renderAt } from '../../features/enrolment/pages-test-utils';
import {
  next,
  openWizardFor,
  renderActivityPage,
  renderSeededWizard,
  seedWizard,
  seededStart,
  signedInStore,
  waitEnabled,
} from '../../features/enrolment/wizard/wizard-test-utils';
import { successToast } from '../success-toast';
import type { WriteRow } from '../write-row';
import { followableLink } from './members';

/** enrolment.md 4 and 8: the visitor's and the member's writes, and what follows each. */

/** The day the enrolment page tests are written for (their seeded seasons and sessions). */
function onTheEnrolmentTestsDay(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0));
}

async function driveInformationDemand(): Promise<void> {
  onTheEnrolmentTestsDay();
  const { user } = renderAt('/inscription/carte/1/101', { activity: ActivityPage });
  await user.click(await screen.findByRole('button', { name: "Demande d'information" }));
  const dialog = await screen.findByRole('dialog', { name: "Demande d'information" });
  await user.type(within(dialog).getByLabelText(/^Prénom/), 'Jean');
  await user.type(within(dialog).getByLabelText(/^Nom/), 'Dupont');
  await user.type(within(dialog).getByLabelText(/^Date de naissance/), '20121980');
  await user.type(within(dialog).getByLabelText(/^Email/), 'jp.dupont@exemple.fr');
  await user.type(within(dialog).getByLabelText(/^Numéro de téléphone portable/), '0612345678');
  const send = within(dialog).getByRole('button', { name: 'Envoyer' });
  await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'false'));
  await user.click(send);
  await successToast("Demande d'information envoyée");
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/** Course des Lumières (activity 109): a free and a paid category, without an account. */
async function offlineForm(category: string) {
  onTheEnrolmentTestsDay();
  const view = renderAt('/inscription/carte/1/109', { activity: ActivityPage });
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: `Inscription – ${category}` }));
  const dialog = await screen.findByRole('dialog', { name: `Inscription – ${category}` });
  await user.click(within(dialog).getByRole('button', { name: "Je n'ai pas de compte" }));
  const paste = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await paste(within(dialog).getByLabelText(/^Nom/), 'Durand');
  await paste(within(dialog).getByLabelText(/^Prénom/), 'léa');
  await paste(within(dialog).getByLabelText(/^Date de naissance/), '05061992');
  await user.click(within(dialog).getByRole('radio', { name: 'Femme' }));
  await paste(within(dialog).getByLabelText(/^Email/), 'lea.durand@exemple.fr');
  await paste(within(dialog).getByLabelText(/^Téléphone portable/), '0700112233');
  return { user, dialog };
}

async function driveRegisterEvent(): Promise<void> {
  const { user, dialog } = await offlineForm('Parcours découverte 5 km (gratuit)');
  const send = within(dialog).getByRole('button', { name: 'Envoyer' });
  await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'false'));
  await user.click(send);
  await successToast(
    "Votre demande d'inscription a été effectuée avec succès.",
    'Demande envoyée !',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

async function drivePaymentLink(): Promise<void> {
  window.location.hash = '';
  const { user, dialog } = await offlineForm('Course 10 km chronométrée');
  await user.click(within(dialog).getByRole('button', { name: 'Passer au paiement' }));
  // The visitor leaves for the checkout the link gives.
  await waitFor(() => expect(window.location.hash).toBe('#paiement'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

/** The wizard's steps with their defaults, up to its summary (wizard-payment.test.tsx). */
async function goToSummary(user: UserEvent): Promise<void> {
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

/** A category without validation at `amount`: the member goes straight to payment. */
async function payNow(amount: number) {
  seedWizard({
    category: { registrationWithoutValidation: true, prices: [{ title: 'Annuel', amount }] },
  });
  const store = await signedInStore();
  return renderSeededWizard(store);
}

const lastCheckoutUrl = () => `${testOrigin}/mock-checkout/${getMockDb().checkouts.at(-1)?.id}`;

async function drivePostOrder(): Promise<void> {
  // The answer's order is not stored: its confirmation and link are answered for it.
  mockControl.emptyAnswer('POST', '/customers/*/confirm', 204);
  const checkout = `${testOrigin}/mock-checkout/answered`;
  mockControl.answer('POST', '/get-payment-link', { link: checkout });
  const { user, leaveFor, onFinished } = await payNow(180);
  await goToSummary(user);
  const pay = screen.getByRole('button', { name: 'Accéder au paiement' });
  await waitEnabled(pay);
  await user.click(pay);
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(checkout));
  expect(onFinished).toHaveBeenCalled();
}

async function driveConfirmOrder(): Promise<void> {
  const { user, leaveFor } = await payNow(180);
  await goToSummary(user);
  const pay = screen.getByRole('button', { name: 'Accéder au paiement' });
  await waitEnabled(pay);
  await user.click(pay);
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(lastCheckoutUrl()));
}

const paymentSuccess = `${testOrigin}/payments/success`;

async function driveZeroEuroPayment(): Promise<void> {
  // As wizard-payment.test.tsx: a backend with no option for a free registration.
  mockControl.add({
    method: 'GET',
    path: '/public/payment/get-payment-options',
    status: 200,
    body: [],
  });
  const { user, leaveFor } = await payNow(0);
  const body = document.body;
  await within(body).findByRole('heading', { name: 'Mes informations' });
  await next(user, body, 'Choix de la catégorie');
  await within(body).findByLabelText('Tarification');
  await next(user, body, 'Choix de la licence');
  await within(body).findByRole('radio', { name: /Premium/ });
  await next(user, body, 'Questionnaire médical');
  await user.click(within(body).getByRole('checkbox', { name: /Renouvellement questionnaire/ }));
  await next(user, body, 'Choix du mode de paiement');
  await next(user, body, 'Résumé de la demande');
  const confirm = screen.getByRole('button', { name: 'Confirmer mon inscription' });
  await waitEnabled(confirm);
  await user.click(confirm);
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(paymentSuccess));
}

async function drivePresignDemand(): Promise<void> {
  seedWizard();
  const store = await signedInStore();
  const { user } = renderActivityPage(store, seededStart);
  const wizard = await openWizardFor(user, 'Claire');
  await next(user, wizard, 'Choix de la catégorie');
  await next(user, wizard, 'Choix de la licence');
  await next(user, wizard, 'Questionnaire médical');
  await user.click(within(wizard).getByRole('checkbox', { name: /Renouvellement questionnaire/ }));
  await next(user, wizard, 'Choix du mode de paiement');
  await next(user, wizard, 'Résumé de la demande');
  const submit = within(wizard).getByRole('button', { name: 'Soumettre ma demande' });
  await waitEnabled(submit);
  await user.click(submit);
  expect(await within(wizard).findByText('Merci !')).toBeInTheDocument();
}

export const enrolmentRows: WriteRow[] = [
  {
    operationId: 'postInformationDemand',
    success: "'Demande d'information envoyée', the dialog closed",
    drive: driveInformationDemand,
  },
  {
    operationId: 'registerEvent',
    success: "'Votre demande d'inscription a été effectuée avec succès.', the dialog closed",
    body: () => ({ json: { success: true } }),
    drive: driveRegisterEvent,
  },
  {
    operationId: 'postPaymentLink',
    success: 'the visitor leaves for the checkout',
    body: () => ({ json: { link: followableLink() } }),
    drive: drivePaymentLink,
  },
  {
    operationId: 'postOrder',
    success: 'the member leaves for the checkout',
    body: () => ({ json: { id: 99_001 } }),
    drive: drivePostOrder,
  },
  {
    operationId: 'confirmOrder',
    success: 'the member leaves for the checkout',
    drive: driveConfirmOrder,
  },
  {
    operationId: 'postZeroEuroPayment',
    success: 'the member goes to the payment result',
    body: () => ({ json: { link: paymentSuccess } }),
    drive: driveZeroEuroPayment,
  },
  {
    operationId: 'postPresignDemand',
    success: "'Merci !'",
    drive: drivePresignDemand,
  },
];
