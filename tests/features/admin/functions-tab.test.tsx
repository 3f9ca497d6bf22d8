import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMockDb } from '@/mocks/db';
import { mockControl } from '@/mocks/node';
import { functionUsers } from '@/mocks/handlers/admin/function-handlers';
import { demo, renderAdmin } from './admin-test-utils';

const functionsTab = (profileId: number) => `/profile/${profileId}/users/home/search/fonctions`;

describe('the functions tab', () => {
  it('is for the super admin only', async () => {
    renderAdmin(functionsTab(401), demo.federationAdmin);
    expect(await screen.findByRole('table', { name: 'Administrateurs' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Fonctions' })).not.toBeInTheDocument();
  });

  it('lists by level and service, adds a function and edits one used by several users', async () => {
    const { user } = renderAdmin(functionsTab(601), demo.superAdmin);
    const table = await screen.findByRole('table', { name: 'Fonctions opérationnelles' });
    expect(screen.getByLabelText('Niveau de droit')).toHaveDisplayValue('Administrateur fédéral');
    expect(
      within(screen.getByLabelText('Niveau de droit')).queryByRole('option', {
        name: 'Super administrateur',
      }),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Service')).toHaveDisplayValue('Service vie fédérale');
    expect(within(table).getByText('Directeur de la vie fédérale')).toBeInTheDocument();
    expect(within(table).queryByText('Juriste')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Niveau de droit'), 'Administrateur de club');
    expect(screen.queryByLabelText('Service')).not.toBeInTheDocument();
    expect(await within(table).findByText('Président')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter une fonction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle fonction opérationnelle' });
    const levels = within(dialog).getByRole('group', { name: /Niveau de droit/ });
    expect(within(levels).getByLabelText('Administrateur de club')).toBeChecked();
    expect(within(levels).getByLabelText('Administrateur fédéral')).toBeDisabled();
    const save = within(dialog).getByRole('button', { name: 'Sauvegarder' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Nom de la fonction/), 'Responsable matériel');
    await user.click(within(levels).getByLabelText('Administrateur de section'));
    await user.click(save);
    expect(await screen.findByText('Fonction ajoutée')).toBeInTheDocument();
    expect(await within(table).findByText('Responsable matériel')).toBeInTheDocument();
    expect(getMockDb().adminFunctions.at(-1)).toMatchObject({
      title: 'Responsable matériel',
      roleIds: [5, 6],
      serviceIds: [],
    });

    const president = getMockDb().adminFunctions.find((row) => row.title === 'Président')!;
    const users = functionUsers(getMockDb(), president.id);
    expect(users).toBeGreaterThan(1);
    await user.click(within(table).getByRole('button', { name: 'Éditer la fonction Président' }));
    const edit = await screen.findByRole('dialog', { name: 'Édition fonction opérationnelle' });
    const title = within(edit).getByLabelText(/Nom de la fonction/);
    expect(title).toHaveValue('Président');
    await user.clear(title);
    await user.type(title, 'Président du club');
    await user.click(within(edit).getByRole('button', { name: 'Sauvegarder' }));
    const confirm = await screen.findByRole('dialog', { name: 'Modifier la fonction' });
    expect(
      within(confirm).getByText(
        `Cette fonction est actuellement associée à ${users} utilisateurs. Voulez-vous vraiment la modifier ?`,
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Modifier' }));
    expect(await screen.findByText('Fonction mise à jour')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('Président du club')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([200, 204] as const)(
    'takes an empty %i to the add (the spec does not show the answer) as the success',
    async (status) => {
      mockControl.emptyAnswer('POST', '/function/add', status);
      const { user } = renderAdmin(functionsTab(601), demo.superAdmin);
      await user.click(await screen.findByRole('button', { name: 'Ajouter une fonction' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Nouvelle fonction opérationnelle',
      });
      await user.type(within(dialog).getByLabelText(/Nom de la fonction/), 'Responsable matériel');
      await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
      expect(await screen.findByText('Fonction ajoutée')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
  );
});
