import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMockDb } from '@/mocks/db';
import { mockControl } from '@/mocks/control';
import { demo, renderAdmin } from './admin-test-utils';

const roux = '/profile/401/users/home/famille.roux%40exemple.fr';

describe('the account page', () => {
  it('shows linked profiles, responsibilities and access tiles', async () => {
    renderAdmin(roux, demo.federationAdmin);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'famille.roux@exemple.fr' }),
    ).toBeInTheDocument();
    const profiles = await screen.findByRole('region', { name: 'Profils liés' });
    const items = within(profiles).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    ['Isabelle Roux', 'Hugo Roux', 'Léa Roux'].forEach((name, index) =>
      expect(within(items[index]!).getByText(name)).toBeInTheDocument(),
    );
    expect(within(items[0]!).getByText('Titulaire du compte')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Adhérent cette saison : Non')).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('button', { name: 'Dissocier Hugo Roux' }),
    ).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: /Dissocier/ })).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: "Responsabilités d'Isabelle Roux" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Niveau de droit',
      'Fonction opérationnelle',
      'Entité gérable',
      'Validateur de notes de frais',
      'Actions',
    ]);
    expect(within(table).getByText('Responsable de section')).toBeInTheDocument();
    expect(within(table).getByText('Section du club (Natation, AMSF Lyon)')).toBeInTheDocument();

    const tiles = screen.getByRole('region', { name: 'Accès aux applications' });
    expect(
      within(tiles).getByRole('button', { name: /TRESOCLUB.*non accordé/ }),
    ).toHaveAccessibleDescription("Réservé aux administrateurs de club ou d'organisme.");
    expect(
      within(tiles).getByRole('button', { name: /PARTAGEONS.*: accordé/ }),
    ).toBeInTheDocument();
  });

  it("tells a club admin they may not see a region admin's page", async () => {
    renderAdmin('/profile/301/users/home/admin.region%40exemple.fr', demo.clubAdmin);
    expect(
      await screen.findByText("Vous n'avez pas le droit de modifier ce profil."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profils liés' })).not.toBeInTheDocument();
  });

  it("says 'Cette personne n'occupe aucune responsabilité' and cannot edit out of scope", async () => {
    const noRole = getMockDb().staffAccounts.find(
      (account) => account.profiles[0]?.roleId === null,
    )!;
    renderAdmin(
      `/profile/401/users/home/${encodeURIComponent(noRole.email)}`,
      demo.federationAdmin,
    );
    expect(
      await screen.findByText("Cette personne n'occupe aucune responsabilité"),
    ).toBeInTheDocument();
  });

  it('adds, edits and deletes a responsibility through the dialog', async () => {
    const { user } = renderAdmin(roux, demo.federationAdmin);
    await user.click(await screen.findByRole('button', { name: 'Ajouter une responsabilité' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Nouvelle responsabilité d'Isabelle Roux",
    });
    const save = within(dialog).getByRole('button', { name: 'Sauvegarder' });
    expect(save).toBeDisabled();
    const level = within(dialog).getByLabelText(/Niveau de droit/);
    expect(level).toHaveDisplayValue('Choisissez un niveau');
    expect(within(dialog).getByLabelText(/Fonction opérationnelle/)).toHaveDisplayValue(
      "Choisissez d'abord un niveau",
    );
    await waitFor(() =>
      expect(within(level).getByRole('option', { name: 'Administrateur de club' })).toBeEnabled(),
    );
    expect(within(level).getByRole('option', { name: 'Super administrateur' })).toBeDisabled();
    expect(
      within(level).getByRole('option', { name: 'Administrateur de catégorie' }),
    ).toBeDisabled();
    await user.selectOptions(level, 'Administrateur de club');
    expect(within(dialog).getByText(/^Administrateur de club : un club/)).toBeInTheDocument();
    // Nothing the administrator did not choose (issue 34): no region, no club from Isabelle's
    // main responsibility (section level, AMSF Lyon).
    const region = within(dialog).getByLabelText(/Région/);
    expect(region).toHaveDisplayValue('Choisissez une région');
    const club = within(dialog).getByRole('combobox', { name: /Club/ });
    expect(club).toHaveValue('');
    expect(club).toBeDisabled();
    expect(club).toHaveAttribute('placeholder', "Choisissez d'abord une région");
    await user.selectOptions(region, 'Auvergne-Rhône-Alpes');
    await waitFor(() => expect(club).toBeEnabled());
    // Left empty, it says so in French.
    await user.click(club);
    await user.tab();
    expect(await within(dialog).findByText('Choisissez un club.')).toBeInTheDocument();
    expect(club).toHaveAccessibleDescription('Choisissez un club.');
    expect(save).toBeDisabled();
    await user.click(club);
    await user.keyboard('lyon');
    await user.click(await within(dialog).findByRole('option', { name: 'AMSF Lyon' }));
    expect(club).toHaveValue('AMSF Lyon');
    expect(within(dialog).queryByText('Choisissez un club.')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Fonction opérationnelle/), 'Trésorier');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Utilisateur mis à jour')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "Responsabilités d'Isabelle Roux" });
    expect(await within(table).findByText('Trésorier')).toBeInTheDocument();
    expect(within(table).getByText('Toutes les données du club (AMSF Lyon)')).toBeInTheDocument();

    await user.click(
      within(table).getByRole('button', {
        name: 'Modifier la responsabilité Administrateur de club (AMSF Lyon)',
      }),
    );
    const edit = await screen.findByRole('dialog', {
      name: "Édition responsabilité d'Isabelle Roux",
    });
    expect(within(edit).getByLabelText(/Fonction opérationnelle/)).toHaveDisplayValue('Trésorier');
    await user.selectOptions(within(edit).getByLabelText(/Fonction opérationnelle/), 'Secrétaire');
    await user.click(within(edit).getByRole('button', { name: 'Sauvegarder' }));
    expect(await within(table).findByText('Secrétaire')).toBeInTheDocument();

    await user.click(
      within(table).getByRole('button', {
        name: 'Modifier la responsabilité Administrateur de club (AMSF Lyon)',
      }),
    );
    const again = await screen.findByRole('dialog', {
      name: "Édition responsabilité d'Isabelle Roux",
    });
    await user.click(within(again).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer la responsabilité' });
    expect(
      within(confirm).getByText('Êtes-vous sûr de vouloir supprimer cette responsabilité ?'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Responsabilité supprimée')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Secrétaire')).not.toBeInTheDocument());
  });

  it('keeps the edited level when the keyboard passes its list before the levels arrive', async () => {
    // A select shows no value it has no option for, and react-hook-form reads the page's value
    // when the field loses the focus: a Tab through it while the levels loaded erased the level.
    mockControl.delay('GET', '/user-admin/roles-config', 300);
    const { user } = renderAdmin(roux, demo.federationAdmin);
    const table = await screen.findByRole('table', { name: "Responsabilités d'Isabelle Roux" });
    await user.click(
      within(table).getByRole('button', {
        name: 'Modifier la responsabilité Administrateur de section (Natation)',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: "Édition responsabilité d'Isabelle Roux",
    });
    const level = within(dialog).getByLabelText(/Niveau de droit/);
    expect(level).toBeDisabled();
    expect(level).toHaveDisplayValue('Chargement…');
    // A click on it and a Tab away while the levels are on their way.
    await user.click(level);
    await user.tab();
    await waitFor(() => expect(level).toBeEnabled());
    expect(level).toHaveDisplayValue('Administrateur de section');
    expect(within(dialog).getByLabelText(/Fonction opérationnelle/)).toHaveDisplayValue(
      'Responsable de section',
    );
  });

  describe('answers the spec does not show (an empty 200, a 204)', () => {
    /** Isabelle Roux's section responsibility, opened for editing. */
    async function editIsabelle() {
      const view = renderAdmin(roux, demo.federationAdmin);
      const table = await screen.findByRole('table', { name: "Responsabilités d'Isabelle Roux" });
      await view.user.click(
        within(table).getAllByRole('button', { name: /^Modifier la responsabilité/ })[0]!,
      );
      const dialog = await screen.findByRole('dialog', {
        name: "Édition responsabilité d'Isabelle Roux",
      });
      return { ...view, dialog };
    }

    it.each([200, 204] as const)(
      'saves on an empty %i: the notice, the dialog closed',
      async (status) => {
        mockControl.emptyAnswer('PUT', '/user-admin/reponsability/*', status);
        const { user, dialog } = await editIsabelle();
        const save = within(dialog).getByRole('button', { name: 'Sauvegarder' });
        await waitFor(() => expect(save).toBeEnabled());
        await user.click(save);
        expect(await screen.findByText('Utilisateur mis à jour')).toBeInTheDocument();
        await waitFor(() =>
          expect(
            screen.queryByRole('dialog', { name: "Édition responsabilité d'Isabelle Roux" }),
          ).not.toBeInTheDocument(),
        );
      },
    );

    it.each([200, 204] as const)(
      'deletes on an empty %i: the notice, both dialogs closed',
      async (status) => {
        mockControl.emptyAnswer('DELETE', '/user-admin/reponsability/*', status);
        const { user, dialog } = await editIsabelle();
        await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
        const confirm = await screen.findByRole('dialog', { name: 'Supprimer la responsabilité' });
        await user.dblClick(within(confirm).getByRole('button', { name: 'Supprimer' }));
        expect(await screen.findByText('Responsabilité supprimée')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      },
    );

    it('says a failed delete in French and keeps the edit dialog open', async () => {
      mockControl.fail({ method: 'DELETE', path: '/user-admin/reponsability/*', status: 500 });
      const { user, dialog } = await editIsabelle();
      await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Supprimer la responsabilité' });
      await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Erreur')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Supprimer la responsabilité' }),
        ).not.toBeInTheDocument(),
      );
      expect(
        screen.getByRole('dialog', { name: "Édition responsabilité d'Isabelle Roux" }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Responsabilité supprimée')).not.toBeInTheDocument();
    });
  });

  it('sets a holder and dissociates a profile, reloading on success', async () => {
    const { user } = renderAdmin(roux, demo.federationAdmin);
    await user.click(await screen.findByRole('button', { name: 'Dissocier Hugo Roux' }));
    const warning = await screen.findByRole('dialog', { name: 'Dissocier le profil' });
    expect(within(warning).getByText(/adresse sans courriel/)).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Dissocier' }));
    expect(await screen.findByText('Profil dissocié')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Hugo Roux')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Définir Léa Roux comme titulaire' }));
    const question = await screen.findByRole('dialog', { name: 'Définir comme titulaire' });
    await user.click(within(question).getByRole('button', { name: 'Définir comme titulaire' }));
    expect(await screen.findByText('Nouveau titulaire défini')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Définir Isabelle Roux comme titulaire' }),
    ).toBeInTheDocument();
  });

  it("says 'Une erreur s'est produite' on an answer without success", async () => {
    mockControl.add({
      method: 'PUT',
      path: '/profiles/*/set-as-main',
      status: 200,
      body: { success: false },
    });
    const { user } = renderAdmin(roux, demo.federationAdmin);
    await user.click(
      await screen.findByRole('button', { name: 'Définir Léa Roux comme titulaire' }),
    );
    const question = await screen.findByRole('dialog', { name: 'Définir comme titulaire' });
    await user.click(within(question).getByRole('button', { name: 'Définir comme titulaire' }));
    expect(await screen.findByText("Une erreur s'est produite")).toBeInTheDocument();
  });

  it("lists the identity-provider roles and which ones the person holds ('Rôles du compte')", async () => {
    renderAdmin(roux, demo.federationAdmin);
    const section = await screen.findByRole('region', { name: 'Rôles du compte' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Adherons : attribué$/),
      expect.stringMatching(/^Partageons : (non )?attribué$/),
      expect.stringMatching(/^Utilisateurs : (non )?attribué$/),
      expect.stringMatching(/^TresoClub : (non )?attribué$/),
      expect.stringMatching(/^Ndf : (non )?attribué$/),
    ]);
  });

  it('says so when the roles cannot be loaded', async () => {
    mockControl.fail({ method: 'GET', path: '/user-admin/*/roles', status: 500 });
    renderAdmin(roux, demo.federationAdmin);
    const section = await screen.findByRole('region', { name: 'Rôles du compte' });
    expect(
      await within(section).findByText('Impossible de charger les rôles de ce compte.'),
    ).toBeInTheDocument();
  });
});
