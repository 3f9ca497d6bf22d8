import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { chooseClub, demo, renderAdmin } from '../../features/admin/admin-test-utils';
import { successToast } from '../success-toast';
import type { WriteRow } from '../write-row';

/**
 * The administration's writes (administration.md 7.1, 7.2). Success toasts titled 'Succès'
 * (administration.md 8): 'Utilisateur mis à jour', 'Responsabilité supprimée', 'Profil
 * dissocié', 'Nouveau titulaire défini', 'Invitation envoyée', 'Fonction ajoutée', 'Fonction
 * mise à jour'.
 */
const roux = '/profile/401/users/home/famille.roux%40exemple.fr';
const functionsTab = '/profile/601/users/home/search/fonctions';
const invitations = '/profile/401/users/home/search/invitations';

/** Isabelle Roux's first responsibility, open for editing. */
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

async function chooseClubAdministratorOfLyon(user: UserEvent, scope: HTMLElement): Promise<void> {
  const level = within(scope).getByLabelText(/Niveau de droit/);
  await waitFor(() =>
    expect(within(level).getByRole('option', { name: 'Administrateur de club' })).toBeEnabled(),
  );
  await user.selectOptions(level, 'Administrateur de club');
  await user.selectOptions(within(scope).getByLabelText(/Région/), 'Auvergne-Rhône-Alpes');
  await chooseClub(user, scope, 'lyon', 'AMSF Lyon');
}

async function driveCreateResponsibility(): Promise<void> {
  const { user } = renderAdmin(roux, demo.federationAdmin);
  await user.click(await screen.findByRole('button', { name: 'Ajouter une responsabilité' }));
  const dialog = await screen.findByRole('dialog', {
    name: "Nouvelle responsabilité d'Isabelle Roux",
  });
  const level = within(dialog).getByLabelText(/Niveau de droit/);
  await waitFor(() =>
    expect(within(level).getByRole('option', { name: 'Administrateur de club' })).toBeEnabled(),
  );
  await user.selectOptions(level, 'Administrateur de club');
  // Nothing is pre-filled on a new responsibility (issue 34): region, then club.
  await user.selectOptions(within(dialog).getByLabelText(/Région/), 'Auvergne-Rhône-Alpes');
  await chooseClub(user, dialog, 'lyon', 'AMSF Lyon');
  await user.selectOptions(within(dialog).getByLabelText(/Fonction opérationnelle/), 'Trésorier');
  const save = within(dialog).getByRole('button', { name: 'Sauvegarder' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await successToast('Utilisateur mis à jour');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveUpdateResponsibility(): Promise<void> {
  const { user, dialog } = await editIsabelle();
  const save = within(dialog).getByRole('button', { name: 'Sauvegarder' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await successToast('Utilisateur mis à jour');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveDeleteResponsibility(): Promise<void> {
  const { user, dialog } = await editIsabelle();
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  const confirm = await screen.findByRole('dialog', { name: 'Supprimer la responsabilité' });
  await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  await successToast('Responsabilité supprimée');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveDissociateProfile(): Promise<void> {
  const { user } = renderAdmin(roux, demo.federationAdmin);
  await user.click(await screen.findByRole('button', { name: 'Dissocier Hugo Roux' }));
  const warning = await screen.findByRole('dialog', { name: 'Dissocier le profil' });
  await user.click(within(warning).getByRole('button', { name: 'Dissocier' }));
  await successToast('Profil dissocié');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveSetProfileAsMain(): Promise<void> {
  const { user } = renderAdmin(roux, demo.federationAdmin);
  await user.click(await screen.findByRole('button', { name: 'Définir Léa Roux comme titulaire' }));
  const question = await screen.findByRole('dialog', { name: 'Définir comme titulaire' });
  await user.click(within(question).getByRole('button', { name: 'Définir comme titulaire' }));
  await successToast('Nouveau titulaire défini');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveInviteAdministrator(): Promise<void> {
  const { user } = renderAdmin(invitations, demo.federationAdmin);
  const invite = await screen.findByRole('button', { name: 'Inviter' });
  await user.type(screen.getByLabelText(/Adresse email/), 'nouvelle.admin@exemple.fr');
  await user.type(screen.getByLabelText(/Prénom/), 'Nina');
  await user.type(screen.getByLabelText(/^Nom/), 'Invitée');
  await chooseClubAdministratorOfLyon(user, document.body);
  await user.selectOptions(screen.getByLabelText(/Fonction opérationnelle/), 'Président');
  await waitFor(() => expect(invite).toBeEnabled());
  await user.click(invite);
  await successToast('Invitation envoyée');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'nouvelle.admin@exemple.fr' }),
  ).toBeInTheDocument();
}

async function driveAddFunction(): Promise<void> {
  const { user } = renderAdmin(functionsTab, demo.superAdmin);
  await user.click(await screen.findByRole('button', { name: 'Ajouter une fonction' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Nouvelle fonction opérationnelle',
  });
  await user.type(within(dialog).getByLabelText(/Nom de la fonction/), 'Responsable matériel');
  await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
  await successToast('Fonction ajoutée');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveUpdateFunction(): Promise<void> {
  const { user } = renderAdmin(functionsTab, demo.superAdmin);
  const table = await screen.findByRole('table', { name: 'Fonctions opérationnelles' });
  await user.selectOptions(screen.getByLabelText('Niveau de droit'), 'Administrateur de club');
  await user.click(
    await within(table).findByRole('button', { name: 'Éditer la fonction Président' }),
  );
  const edit = await screen.findByRole('dialog', { name: 'Édition fonction opérationnelle' });
  const title = within(edit).getByLabelText(/Nom de la fonction/);
  await user.clear(title);
  await user.type(title, 'Président du club');
  await user.click(within(edit).getByRole('button', { name: 'Sauvegarder' }));
  const confirm = await screen.findByRole('dialog', { name: 'Modifier la fonction' });
  await user.click(within(confirm).getByRole('button', { name: 'Modifier' }));
  await successToast('Fonction mise à jour');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
export const adminRows: WriteRow[] = [
  {
    operationId: 'createResponsibility',
    success: "'Utilisateur mis à jour', the dialog closed",
    drive: driveCreateResponsibility,
  },
  {
    operationId: 'updateResponsibility',
    success: "'Utilisateur mis à jour', the dialog closed",
    drive: driveUpdateResponsibility,
  },
  {
    operationId: 'deleteResponsibility',
    success: "'Responsabilité supprimée', both dialogs closed",
    drive: driveDeleteResponsibility,
  },
  {
    operationId: 'dissociateProfile',
    success: "'Profil dissocié'",
    body: () => ({ json: { success: true } }),
    drive: driveDissociateProfile,
  },
  {
    operationId: 'setProfileAsMain',
    success: "'Nouveau titulaire défini'",
    body: () => ({ json: { success: true } }),
    drive: driveSetProfileAsMain,
  },
  {
    operationId: 'inviteAdministrator',
    success: "'Invitation envoyée', then the new account's page",
    body: () => ({ json: { success: true } }),
    drive: driveInviteAdministrator,
  },
  {
    operationId: 'addFunction',
    success: "'Fonction ajoutée', the dialog closed",
    drive: driveAddFunction,
  },
  {
    operationId: 'updateFunction',
    success: "'Fonction mise à jour', the dialogs closed",
    drive: driveUpdateFunction,
  },
];
