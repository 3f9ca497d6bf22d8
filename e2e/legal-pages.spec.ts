import { expect, expectAccessible, test } from './fixtures';

test('the footer leads a visitor to the legal notice, the personal data page and the accessibility statement', async ({
  page,
}) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Informations légales' });

  await legal.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect(page).toHaveTitle('Mentions légales – Portail des adhérents');
  await expect(page.getByRole('heading', { level: 2, name: 'Éditeur' })).toBeVisible();
  await expectAccessible(page);

  await legal.getByRole('link', { name: 'Données personnelles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Données personnelles' })).toBeVisible();
  await expect(page).toHaveTitle('Données personnelles – Portail des adhérents');
  await expect(page.getByText(/ne quittent jamais votre navigateur/)).toBeVisible();
  await expect(page.getByRole('cell', { name: /Contrôle d’honorabilité/ })).toBeVisible();
  await expectAccessible(page);

  await legal.getByRole('link', { name: 'Accessibilité : non conforme' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Déclaration d’accessibilité – Portail des adhérents');
  for (const section of [
    'État de conformité',
    'Résultats des tests',
    'Contenus non accessibles',
    'Établissement de cette déclaration',
    'Retour d’information et contact',
    'Voies de recours',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expectAccessible(page);
});
