import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '@/features/enrolment/activity/activity-page';
import { mockControl } from '@/mocks/control';
import { apiUrl } from '../../../mocks/api-urls';
import { bodiesOf, recordRequests } from '../../../mocks/request-log';
import { renderAt } from '../pages-test-utils';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0));
});
afterEach(() => vi.useRealTimers());

const recordDemands = () => recordRequests('POST', apiUrl('/public/information-demand'));

/** Natation, activity 101 of the seeded AMSF Lyon (club 1). */
async function openDialog() {
  const view = renderAt('/inscription/carte/1/101', { activity: ActivityPage });
  await view.user.click(await screen.findByRole('button', { name: "Demande d'information" }));
  const dialog = await screen.findByRole('dialog', { name: "Demande d'information" });
  return { ...view, dialog };
}

// Typing a whole form through the UI takes a few seconds on a busy machine.
describe("'Demande d'information' dialog", { timeout: 20_000 }, () => {
  it('sends the payload of section 3 and closes with a success toast', async () => {
    const demands = recordDemands();
    const { user, dialog } = await openDialog();
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    expect(send).toHaveAttribute('aria-disabled', 'true');

    await user.type(within(dialog).getByLabelText(/^Prénom/), 'jean-pierre');
    expect(within(dialog).getByLabelText(/^Prénom/)).toHaveValue('Jean-Pierre');
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Dupont');
    await user.type(within(dialog).getByLabelText(/^Date de naissance/), '20121980');
    expect(within(dialog).getByLabelText(/^Date de naissance/)).toHaveValue('20/12/1980');
    await user.type(within(dialog).getByLabelText(/^Email/), 'jp.dupont@exemple.fr');
    await user.type(within(dialog).getByLabelText(/^Numéro de téléphone portable/), '0612345678');
    expect(within(dialog).getByLabelText(/^Numéro de téléphone portable/)).toHaveValue(
      '06.12.34.56.78',
    );
    await user.type(
      within(dialog).getByLabelText('Question éventuelle'),
      'Un essai est-il possible ?',
    );
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'false'));
    await user.dblClick(send);

    expect(await screen.findByText("Demande d'information envoyée")).toBeInTheDocument();
    expect(screen.getByText('Succès')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesOf(demands)).toEqual([
      {
        firstName: 'Jean-Pierre',
        lastName: 'Dupont',
        birthDate: '1980-12-20',
        mailAdress: 'jp.dupont@exemple.fr',
        phoneNumber: '0612345678',
        question: 'Un essai est-il possible ?',
        club: { id: 1 },
        activities: [{ id: 101 }],
      },
    ]);
  });

  it.each([200, 204] as const)(
    'takes an empty %i for a success: the toast, the dialog closed, one demand sent',
    async (status) => {
      mockControl.emptyAnswer('POST', '/public/information-demand', status);
      const demands = recordDemands();
      const { user, dialog } = await openDialog();
      await user.type(within(dialog).getByLabelText(/^Prénom/), 'Jean');
      await user.type(within(dialog).getByLabelText(/^Nom/), 'Dupont');
      await user.type(within(dialog).getByLabelText(/^Date de naissance/), '20121980');
      await user.type(within(dialog).getByLabelText(/^Email/), 'jp.dupont@exemple.fr');
      await user.type(within(dialog).getByLabelText(/^Numéro de téléphone portable/), '0612345678');
      const send = within(dialog).getByRole('button', { name: 'Envoyer' });
      await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'false'));
      await user.dblClick(send);
      expect(await screen.findByText("Demande d'information envoyée")).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(bodiesOf(demands)).toHaveLength(1);
    },
  );

  it('lists the errors on a submit attempt, linked to their fields, and sends nothing', async () => {
    const demands = recordDemands();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Prénom/), 'A'.repeat(31));
    await user.type(within(dialog).getByLabelText(/^Email/), 'claire@');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));

    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nom : Ce champ est requis',
      'Date de naissance : Ce champ est requis',
      'Email : Format email invalide',
      'Numéro de téléphone portable : Ce champ est requis',
    ]);
    // maxLength stops at 30 characters: the name itself is accepted.
    expect(within(dialog).getByLabelText(/^Prénom/)).toHaveValue('A' + 'a'.repeat(29));
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Format email invalide');
    await user.click(within(summary).getByRole('link', { name: /^Email/ }));
    expect(email).toHaveFocus();
    expect(demands).toEqual([]);
  });

  it('refuses a birth date in the future', async () => {
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByLabelText(/^Date de naissance/);
    await user.type(field, '01012030');
    await user.tab();
    expect(field).toHaveAccessibleDescription(
      'Format jj/mm/aaaa, par exemple 20/12/1980 La date de naissance doit être passée',
    );
  });

  it('picks the birth date in a French calendar and closes it with Escape only', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Date de naissance/), '15031990');
    const button = within(dialog).getByRole('button', { name: /Ouvrir le calendrier/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const calendar = within(dialog).getByRole('dialog', { name: /Calendrier/ });
    expect(within(calendar).getByRole('grid', { name: 'mars 1990' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: /samedi 24 mars 1990/ }));
    expect(within(dialog).getByLabelText(/^Date de naissance/)).toHaveValue('24/03/1990');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('dialog', { name: /Calendrier/ })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: "Demande d'information" })).toBeInTheDocument();
  });

  it('closes with Annuler without sending', async () => {
    const demands = recordDemands();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(demands).toEqual([]);
  });
});
