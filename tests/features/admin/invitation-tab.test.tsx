import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invitationNotSentMessage } from '@/features/admin/invitations/invitation-tab';
import { mockControl } from '@/mocks/control';
import { getMockDb } from '@/mocks/db';
import { chooseClub, demo, renderAdmin } from './admin-test-utils';

const invitations = '/profile/401/users/home/search/invitations';

/** The responsibility of both invitations: club administrator of AMSF Lyon. */
async function chooseClubAdministratorOfLyon(user: UserEvent): Promise<void> {
  const level = screen.getByLabelText(/Niveau de droit/);
  await waitFor(() =>
    expect(within(level).getByRole('option', { name: 'Administrateur de club' })).toBeEnabled(),
  );
  await user.selectOptions(level, 'Administrateur de club');
  await user.selectOptions(screen.getByLabelText(/Région/), 'Auvergne-Rhône-Alpes');
  await chooseClub(user, document.body, 'lyon', 'AMSF Lyon');
}

describe('the invitation tab', () => {
  it('says inline that an address already has an account, with a link to it', async () => {
    const { user } = renderAdmin(invitations, demo.federationAdmin);
    const email = await screen.findByLabelText(/Adresse email/);
    await user.type(email, '  Famille.Roux@Exemple.fr ');
    await user.tab();
    const alert = await screen.findByText(/Ce compte existe déjà\./);
    expect(
      within(alert).getByRole('link', { name: 'Accédez à sa page en cliquant ici.' }),
    ).toHaveAttribute('href', '/profile/401/users/home/famille.roux%40exemple.fr');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Inviter' })).toBeDisabled();
  });

  it('invites a new postier and opens the account', async () => {
    const { user } = renderAdmin(invitations, demo.federationAdmin);
    const invite = await screen.findByRole('button', { name: 'Inviter' });
    expect(invite).toBeDisabled();
    await user.type(screen.getByLabelText(/Adresse email/), ' Nouveau.Postier@Exemple.FR');
    await user.type(screen.getByLabelText(/Prénom/), 'Paul');
    await user.type(screen.getByLabelText(/^Nom/), 'Facteur');
    const identifier = screen.getByLabelText(/Identifiant postier/);
    expect(identifier).toBeDisabled();
    expect(screen.getByLabelText('Postier')).toHaveAccessibleDescription(
      /bénéficient gratuitement de la licence Premium/,
    );
    await user.click(screen.getByLabelText('Postier'));
    await user.type(identifier, 'AB1234');
    await user.tab();
    expect(await screen.findByText(/trois lettres puis trois chiffres/)).toBeInTheDocument();
    await user.clear(identifier);
    await user.type(identifier, 'PST042');
    await chooseClubAdministratorOfLyon(user);
    expect(invite).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Fonction opérationnelle/), 'Président');
    await waitFor(() => expect(invite).toBeEnabled());
    await user.click(invite);
    expect(await screen.findByText('Invitation envoyée')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'nouveau.postier@exemple.fr' }),
    ).toBeInTheDocument();
    const created = getMockDb().staffAccounts.find(
      (row) => row.email === 'nouveau.postier@exemple.fr',
    );
    expect(created?.profiles[0]).toMatchObject({
      firstname: 'Paul',
      lastname: 'Facteur',
      identifiantPostier: 'PST042',
      roleId: 5,
    });
    expect(await screen.findByText('Président')).toBeInTheDocument();
  });

  it('says the invitation was not sent when the answer has success false', async () => {
    mockControl.answer('POST', '/user-admin/invite', { success: false });
    const { user } = renderAdmin(invitations, demo.federationAdmin);
    const invite = await screen.findByRole('button', { name: 'Inviter' });
    await user.type(screen.getByLabelText(/Adresse email/), 'refus@exemple.fr');
    await user.type(screen.getByLabelText(/Prénom/), 'Rémi');
    await user.type(screen.getByLabelText(/^Nom/), 'Refus');
    await chooseClubAdministratorOfLyon(user);
    await user.selectOptions(screen.getByLabelText(/Fonction opérationnelle/), 'Président');
    await waitFor(() => expect(invite).toBeEnabled());
    await user.click(invite);
    expect(await screen.findByRole('alert')).toHaveTextContent(invitationNotSentMessage);
    expect(screen.queryByText('Invitation envoyée')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inviter un administrateur' })).toBeInTheDocument();
    expect(invite).toBeEnabled();
  });
});
