import { pickClub } from './admin-journey';
import { expect, expectAccessible, federationAdmin, signIn, test } from './fixtures';

test('a federation admin invites an existing address (inline error and link), then a new postier', async ({
  page,
}) => {
  await signIn(page, federationAdmin);
  await page.goto('/profile/401/users/home/search/invitations');
  await expect(page.getByRole('heading', { name: 'Inviter un administrateur' })).toBeVisible();
  await expect(page).toHaveTitle(/Inviter un administrateur/);
  const invite = page.getByRole('button', { name: 'Inviter' });
  await expect(invite).toBeDisabled();
  await expectAccessible(page);

  // An existing address, typed with capitals and spaces: checked after the pause, the box
  // takes the focus back even when the user has moved on.
  const email = page.getByLabel('Adresse email');
  await email.focus();
  await page.keyboard.type(' Famille.Roux@exemple.fr');
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: 'Accédez à sa page en cliquant ici.' });
  await expect(page.getByText('Ce compte existe déjà.')).toBeVisible();
  await expect(link).toBeVisible();
  await expect(email).toBeFocused();
  await expect(invite).toBeDisabled();
  await expectAccessible(page);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'famille.roux@exemple.fr' }),
  ).toBeVisible();
  await page.goBack();

  // A new postier, keyboard only.
  await email.fill('');
  await email.focus();
  await page.keyboard.type('Paul.Facteur@Exemple.fr ');
  await page.getByLabel('Prénom').focus();
  await page.keyboard.type('Paul');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).focus();
  await page.keyboard.type('Facteur');
  const identifier = page.getByLabel('Identifiant postier');
  await expect(identifier).toBeDisabled();
  await page.getByLabel('Postier', { exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(identifier).toBeEnabled();
  await expect(identifier).toHaveAttribute('placeholder', 'ABC123');
  await identifier.focus();
  await page.keyboard.type('PS042');
  await page.keyboard.press('Tab');
  await expect(page.getByText(/trois lettres puis trois chiffres/)).toBeVisible();
  await identifier.fill('PST042');
  const tip = page.getByRole('button', { name: 'En savoir plus : Bénévole' });
  await tip.focus();
  await expect(page.getByRole('tooltip', { name: /50 % de réduction/ })).toBeVisible();
  await page.getByLabel('Niveau de droit').selectOption({ label: 'Administrateur de club' });
  await page.getByLabel('Région').selectOption({ label: 'Auvergne-Rhône-Alpes' });
  await pickClub(page, 'lyon', 'AMSF Lyon');
  await expect(invite).toBeDisabled();
  await page.getByLabel('Fonction opérationnelle').selectOption({ label: 'Président' });
  await expectAccessible(page);
  await invite.focus();
  await expect(invite).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invitation envoyée')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'paul.facteur@exemple.fr' }),
  ).toBeVisible();
  await expect(page.getByText('Titulaire du compte')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Responsabilités de Paul Facteur' }).getByText('Président'),
  ).toBeVisible();
  await expectAccessible(page);

  // The new account is listed and its address now exists.
  await page.goto('/profile/401/users/home/search/recherche');
  await page
    .getByRole('searchbox', { name: 'Rechercher par nom de famille, prénom ou adresse email' })
    .fill('facteur');
  await expect(page.getByRole('link', { name: 'paul.facteur@exemple.fr' })).toBeVisible();
});
