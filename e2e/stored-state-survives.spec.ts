import { expect, family, test } from './fixtures';
import { cartItemOf } from './cart-items';
import { openPass } from './pass-journey';
import { openSignedIn } from './signed-in';
import { nextStep, openActivity, signedInAsFamily, startWizard } from './wizard-journey';
import type { Page } from '@playwright/test';

test.use(signedInAsFamily);
// Each journey visits the wizard, the cart and PASS three times over: longer than the default.
test.describe.configure({ timeout: 120_000 });

/**
 * What the portal keeps in localStorage survives a reload, a crashed tab and a new version of the
 * app (docs/adr/0019-versioned-stored-state.md): the sign-up in progress, the cart, the PASS club.
 */
const claire = 101;
const villeurbanne = 'PASS Villeurbanne Gratte-Ciel';
const storedKeys = ['enrolmentBaskets', 'cart', 'passSelectedClubId'] as const;

/**
 * One item Claire put in her cart earlier, as a build before the pricing breakdown wrote it:
 * no `pricing`, no promo, a price since changed.
 */
const { pricing: _pricing, ...yogaWithoutPricing } = cartItemOf({
  key: 'cart-yoga',
  activityId: 102,
  categoryId: 1021,
  activityTitle: 'Yoga',
  amount: 200,
  initialPriceAmount: 240,
  registrationWithoutValidation: true,
});
const cartItem = { ...yogaWithoutPricing, order: { ...yogaWithoutPricing.order, promo: null } };

/** Seeds the cart once, in the shape a build before versions wrote (no envelope). */
async function seedLegacyCart(page: Page): Promise<void> {
  await page.addInitScript(
    ({ email, item }) => {
      // Once per tab: the silent sign-in loads the page twice, and a cart dropped stays dropped.
      if (window.sessionStorage.getItem('cart-seeded') || window.localStorage.getItem('cart'))
        return;
      window.localStorage.setItem('cart', JSON.stringify({ [email]: [item] }));
      window.sessionStorage.setItem('cart-seeded', 'yes');
    },
    { email: family.email, item: cartItem },
  );
}

/** The PASS club chosen in Mon compte, a sign-up left at its second step, one cart item. */
async function leaveStateBehind(page: Page): Promise<string> {
  await seedLegacyCart(page);
  await openPass(page, claire, 'mon_compte');
  await page.getByRole('combobox', { name: 'Mon club PASS' }).selectOption({ label: villeurbanne });
  await expect(
    page.getByRole('heading', { level: 1, name: `Mon PASS – ${villeurbanne}` }),
  ).toBeVisible();
  const profileRoot = await openActivity(page, 104);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');
  await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();
  return `${profileRoot}/inscription/carte/1/104`;
}

/**
 * Everything is found again, each page loaded whole (an in-app navigation would close the
 * wizard). The activity page comes first: the wizard keeps it as the page to come back to after
 * a sign-in, and the next page loaded goes there once.
 */
async function expectStateKept(page: Page, activityUrl: string): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'Inscription en cours' });
  await openSignedIn(page, activityUrl);
  await expect(prompt).toContainText(
    "L'inscription de Claire Martin à l'activité Aquagym n'est pas terminée.",
  );
  await expect(page.getByRole('button', { name: 'Panier, 1 article' })).toBeVisible();

  await openSignedIn(page, `/profile/${claire}/pass/home/mon_compte`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Mon PASS – ${villeurbanne}` }),
  ).toBeVisible();

  await openSignedIn(page, activityUrl);
  await prompt.getByRole('button', { name: 'Reprendre mon inscription' }).click();
  const resumed = page.getByRole('dialog', { name: 'Inscription' });
  await expect(resumed.getByRole('heading', { name: 'Choix de la catégorie' })).toBeFocused();
}

test('the sign-up in progress, the cart and the PASS club survive a reload and a crashed tab', async ({
  page,
  context,
}) => {
  const activityUrl = await leaveStateBehind(page);

  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Inscription en cours' })).toBeVisible();
  await expectStateKept(page, activityUrl);

  // The renderer dies (no unload, no React clean-up); a new tab of the same browser carries on.
  const crashed = page.waitForEvent('crash');
  page.goto('chrome://crash').catch(() => undefined);
  await crashed;
  const next = await context.newPage();
  await expectStateKept(next, activityUrl);
});

test('a new version of the portal reads what an older one stored, and says what it cannot read', async ({
  page,
}) => {
  const activityUrl = await leaveStateBehind(page);

  // What a build before versions left: the bare values, without { version, data }.
  await page.evaluate((keys) => {
    for (const key of keys) {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { data: unknown };
      window.localStorage.setItem(key, JSON.stringify(stored.data));
    }
  }, storedKeys);
  await expectStateKept(page, activityUrl);
  const versions = await page.evaluate(
    (keys) =>
      keys.map(
        (key) =>
          (JSON.parse(window.localStorage.getItem(key) ?? 'null') as { version?: number })?.version,
      ),
    storedKeys,
  );
  expect(versions).toEqual([1, 1, 1]);

  // What this build cannot read (a newer version, an unknown shape, not JSON): dropped, and said.
  await page.evaluate(() => {
    window.localStorage.setItem('enrolmentBaskets', '{"version": 7, "data": {}}');
    window.localStorage.setItem('cart', '{"version": 1, "data": {"x": [{"key": 1}]}}');
    window.localStorage.setItem('passSelectedClubId', '{oops');
  });
  await openSignedIn(page, activityUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Aquagym' })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "L'inscription que vous aviez commencée n'a pas pu être reprise" }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: "Votre panier n'a pas pu être repris" }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Panier, 0 article' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/profile/${claire}/pass/home/mon_compte`);
  await expect(page.getByRole('heading', { level: 1, name: /^Mon PASS – / })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Le club choisi dans Mon PASS n'a pas pu être repris" }),
  ).toBeVisible();
});
