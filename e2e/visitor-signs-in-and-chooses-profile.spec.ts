import { expect, expectAccessible, family, signInAt, test } from './fixtures';

test('a visitor signs in from the guide, chooses a profile and lands on the home page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Portail des adhérents/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Connexion' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expectAccessible(page);
  await signInAt(page, family);

  await expect(page.getByRole('heading', { name: 'Choisissez un profil' })).toBeVisible();
  await expect(page).toHaveTitle('Choisissez un profil – Portail des adhérents');
  await expect(page.getByRole('link', { name: /Martin/ })).toHaveCount(3);
  await expectAccessible(page);

  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await expect(page).toHaveTitle('Accueil – Portail des adhérents');
  const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(mainNav.getByRole('link', { name: /Accueil/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    mainNav.getByRole('link', { name: /Inscriptions.*2 demandes en cours, paiement attendu/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Messagerie, 3 messages non lus/ })).toBeVisible();
  await expectAccessible(page);
});
