import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '@/features/enrolment/activity/activity-page';
import { mockControl } from '@/mocks/node';
import { updateMockDb } from '@/mocks/db';
import { apiUrl } from '../../../mocks/api-urls';
import { bodiesOf, recordRequests } from '../../../mocks/request-log';
import { seedCatalogue } from '../../../mocks/seed';
import { renderAt } from '../pages-test-utils';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0));
});
afterEach(() => vi.useRealTimers());

/** Course des Lumières (activity 109 of the seeded AMSF Lyon): a free and a paid category. */
const free = { id: 1091, title: 'Parcours découverte 5 km (gratuit)' };
const paid = { id: 1092, title: 'Course 10 km chronométrée' };

function recordOfflineCalls() {
  const checked = recordRequests('GET', apiUrl('/members/check-email'));
  const registered = recordRequests('POST', apiUrl('/register-event'));
  const links = recordRequests('POST', apiUrl('/public/helloasso/payment-link'));
  return {
    checked: () => checked.map((request) => request.url.searchParams.get('email')),
    targets: () => registered.map((request) => request.url.search),
    registered: () => bodiesOf(registered),
    links: () => bodiesOf(links),
  };
}

async function openForm(category: typeof free) {
  const view = renderAt('/inscription/carte/1/109', { activity: ActivityPage });
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: `Inscription – ${category.title}` }));
  const dialog = await screen.findByRole('dialog', { name: `Inscription – ${category.title}` });
  await user.click(within(dialog).getByRole('button', { name: "Je n'ai pas de compte" }));
  return { ...view, dialog };
}

/** Pasting fires one input event per field, as typing's last one: the masks still apply. */
async function fill(user: UserEvent, dialog: HTMLElement) {
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
  await user.click(within(dialog).getByRole('checkbox', { name: /diffusion de mon image/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /informations du club/ }));
}

const lea = {
  firstname: 'Léa',
  lastname: 'Durand',
  birthday: '1992-06-05',
  gender: 'F',
  email: 'lea.durand@exemple.fr',
  mobilePhone: '0700112233',
  agreementDiffusionImage: true,
  agreementInfoFederation: false,
  agreementInfoClub: true,
  agreementInfoRegion: false,
  agreementInfoPartner: false,
};

// Filling a whole form through the UI takes a few seconds on a busy machine.
describe('registration without an account', { timeout: 20_000 }, () => {
  it('sends a free category once, then thanks and closes', async () => {
    const calls = recordOfflineCalls();
    const { user, dialog } = await openForm(free);
    expect(within(dialog).getByText(/gratuite/)).toHaveFocus();
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await fill(user, dialog);
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'false'));
    await user.dblClick(send);

    expect(
      await screen.findByText("Votre demande d'inscription a été effectuée avec succès."),
    ).toBeInTheDocument();
    expect(screen.getByText('Demande envoyée !')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.checked()).toEqual(['lea.durand@exemple.fr']);
    expect(calls.targets()).toEqual(['?clubId=1&activityId=109&categoryId=1091']);
    expect(calls.registered()).toEqual([[lea]]);
    expect(calls.links()).toEqual([]);
  });

  it('sends nothing when the e-mail already has an account', async () => {
    updateMockDb((db) => {
      db.accounts.push({ id: 9001, email: 'lea.durand@exemple.fr' });
    });
    const calls = recordOfflineCalls();
    const { user, dialog } = await openForm(free);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erreur');
    expect(toast).toHaveTextContent(
      'Cette adresse email est déjà utilisée, veuillez vous connecter.',
    );
    expect(screen.getByRole('dialog', { name: /Inscription/ })).toBeInTheDocument();
    expect(calls.registered()).toEqual([]);
    expect(calls.links()).toEqual([]);
  });

  it("shows the form's own messages on a submit attempt", async () => {
    const calls = recordOfflineCalls();
    const { user, dialog } = await openForm(free);
    await user.type(within(dialog).getByLabelText(/^Email/), 'lea.durand');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    const summary = await within(dialog).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nom : Ce champ est requis',
      'Prénom : Ce champ est requis',
      'Date de naissance : Ce champ est requis',
      'Sexe : Choisissez un sexe',
      'Email : Format email invalide',
    ]);
    expect(within(dialog).getByRole('group', { name: /Sexe/ })).toHaveAccessibleDescription(
      'Choisissez un sexe',
    );
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.tab();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveAccessibleDescription('Email requis');
    expect(calls.checked()).toEqual([]);
  });

  it('asks the provider for a checkout in cents with this portal addresses', async () => {
    // A decimal price, to check the conversion to cents.
    seedCatalogue((db) => {
      db.categoryPrices = db.categoryPrices.map((row) =>
        row.categoryId === paid.id ? { ...row, amount: 12.5 } : row,
      );
    });
    const calls = recordOfflineCalls();
    const { user, dialog } = await openForm(paid);
    await fill(user, dialog);
    // The last places go while the visitor fills the form: the provider's link says FULL.
    updateMockDb((db) => {
      db.takenPlaces.push({ id: paid.id, count: 500 });
    });
    await user.click(within(dialog).getByRole('button', { name: 'Passer au paiement' }));

    expect(await screen.findByText('Nous sommes désolés')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Malheureusement il n'y a plus de places disponibles pour cette activité. Contactez le club pour plus d'information",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.registered()).toEqual([]);
    expect(calls.links()).toEqual([
      {
        totalAmount: 1250,
        initialAmount: 1250,
        itemName: 'Inscription Course des Lumières – Course 10 km chronométrée',
        returnUrl: `${window.location.origin}/payments/success`,
        backUrl: window.location.href,
        errorUrl: `${window.location.origin}/payments/error`,
        containsDonation: false,
        payer: { firstName: 'Léa', lastName: 'Durand', email: 'lea.durand@exemple.fr' },
        metadata: {
          noAccount: true,
          clubId: 1,
          activityId: 109,
          categoryId: 1092,
          offlineUser: lea,
          others: [],
        },
      },
    ]);
  });

  it('keeps the form open when no payment link comes back', async () => {
    mockControl.add({
      method: 'POST',
      path: '/public/helloasso/payment-link',
      status: 200,
      body: { link: null },
    });
    const { user, dialog } = await openForm(paid);
    await fill(user, dialog);
    const pay = within(dialog).getByRole('button', { name: 'Passer au paiement' });
    await user.click(pay);
    expect(
      await screen.findByText('Impossible de récupérer le lien de paiement.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /Inscription/ })).toBeInTheDocument();
    await waitFor(() => expect(pay).toHaveAttribute('aria-disabled', 'false'));
  });
});
