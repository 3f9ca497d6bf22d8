import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';
import { cartItemOf } from './cart-items';

test.use({ storageState: authFile(family) });

/**
 * Two registrations Claire (profile 101) put in her cart earlier, in the stored shape. Their
 * prices come from the Lyon seed (club 1, season 2026/2027), with her licence already paid
 * (45 €), the family discount (10 €) and the club's promo 'Rentrée sportive' (10 %): Yoga is
 * offered to her at 166,50 € today, so the 200 € kept in the cart is stale; Escalade is still
 * 157,50 € (docs/adr/0014-one-money-model.md).
 */
const cart = {
  [family.email]: [
    cartItemOf({
      key: 'cart-yoga',
      activityId: 102,
      categoryId: 1021,
      activityTitle: 'Yoga',
      amount: 200,
      initialPriceAmount: 240,
      registrationWithoutValidation: true,
    }),
    cartItemOf({
      key: 'cart-escalade',
      activityId: 112,
      categoryId: 1121,
      activityTitle: 'Escalade',
      amount: 157.5,
      initialPriceAmount: 230,
      registrationWithoutValidation: false,
    }),
  ],
};

test('a member finds a changed price in the cart, removes that item and pays the other', async ({
  page,
  baseURL,
}) => {
  // Written once per tab on the portal's origin, before it starts: the cart survives the sign-in.
  await page.addInitScript(
    ({ origin, value }) => {
      if (window.location.origin !== origin || sessionStorage.getItem('cart-seeded')) return;
      localStorage.setItem('cart', value);
      sessionStorage.setItem('cart-seeded', 'yes');
    },
    { origin: new URL(baseURL ?? '').origin, value: JSON.stringify(cart) },
  );
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const cartButton = page.getByRole('button', { name: /^Panier/ });
  await expect(cartButton).toHaveAccessibleName('Panier, 2 articles');
  const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(
    mainNav.getByRole('link', { name: /Inscriptions.*2 demandes en cours/ }),
  ).toBeVisible();

  await cartButton.click();
  const dialog = page.getByRole('dialog', { name: 'Votre Panier' });
  const yoga = dialog.getByRole('article', { name: 'Adhésion Yoga (Adultes)' });
  const escalade = dialog.getByRole('article', { name: 'Adhésion Escalade (Adultes)' });
  await expect(yoga.getByText('Attention : Le prix a changé !')).toBeVisible();
  await expect(escalade).toContainText('157,50 €');
  await expect(escalade).toContainText('Claire Martin');
  // The price still asked raises no warning.
  await expect(escalade.getByText('Attention : Le prix a changé !')).toHaveCount(0);
  await expectAccessible(page);

  await yoga.getByRole('button', { name: 'Supprimer' }).click();
  await expect(yoga).toHaveCount(0);
  await expect(cartButton).toHaveAccessibleName('Panier, 1 article');

  await escalade.getByRole('button', { name: 'Payer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText("Votre demande d'inscription a été effectuée avec succès."),
  ).toBeVisible();
  await expect(page.getByText('Demande envoyée !')).toBeVisible();
  await expect(cartButton).toHaveAccessibleName('Panier, 0 article');
  await expect(
    mainNav.getByRole('link', { name: /Inscriptions.*3 demandes en cours/ }),
  ).toBeVisible();

  await mainNav.getByRole('link', { name: /Inscriptions/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes inscriptions' })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Escalade/ }).getByText('En attente', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);

  await cartButton.click();
  await expect(
    page.getByRole('dialog', { name: 'Votre Panier' }).getByText('Votre panier est vide.'),
  ).toBeVisible();
  await expectAccessible(page);
});
