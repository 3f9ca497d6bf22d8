import { clubBox } from './admin-journey';
import { expect, expectAccessible, federationAdmin, signIn, test } from './fixtures';

const listAddress = '/profile/401/users/home/search/liste';

test('a federation admin filters and pages the administrators, and the address follows', async ({
  page,
}) => {
  await signIn(page, federationAdmin);
  await page.goto(listAddress);
  await expect(page.getByRole('heading', { name: 'Gestion des administrateurs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Administrateurs' });
  await expect(table.getByRole('row')).toHaveCount(51);
  await expect(page.getByRole('tab', { name: 'Fonctions' })).toHaveCount(0);
  await expectAccessible(page);

  // Keyboard only: the region filter, then the next page.
  const region = page.getByLabel('Région');
  await region.focus();
  await region.selectOption({ label: 'Auvergne-Rhône-Alpes' });
  await expect(page).toHaveURL(/comiteRegional=1&offset=0&limit=50$/);
  const range = page.getByText(/^1 – 50 sur \d+$/);
  await expect(range).toBeVisible();
  const next = page.getByRole('button', { name: 'Page suivante' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/comiteRegional=1&offset=50&limit=50$/);
  await expect(page.getByText(/^51 – \d+ sur \d+$/)).toBeVisible();

  // Back and forward replay the address.
  await page.goBack();
  await expect(page).toHaveURL(/comiteRegional=1&offset=0&limit=50$/);
  await expect(range).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/offset=50/);

  // A shared link opens the same page.
  await page.goto(`${listAddress}?comiteRegional=1&amsf=1&offset=0&limit=20`);
  await expect(clubBox(page)).toHaveValue('AMSF Lyon');
  await expect(page.getByRole('link', { name: 'admin.club@exemple.fr' })).toBeVisible();

  // The search tab, reached with the arrow keys.
  await page.getByRole('tab', { name: 'Liste' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/recherche$/);
  const box = page.getByRole('searchbox', {
    name: 'Rechercher par nom de famille, prénom ou adresse email',
  });
  await box.focus();
  await page.keyboard.type('Fabre');
  await expect(page).toHaveURL(/needle=Fabre&offset=0&limit=50$/);
  await expect(page.getByRole('link', { name: 'admin.region@exemple.fr' })).toBeVisible();
  await expectAccessible(page);
  await box.fill('zzzzzz');
  await expect(page.getByText('Aucun résultat.')).toBeVisible();
});
