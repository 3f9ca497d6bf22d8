import { expect, expectAccessible, test } from './fixtures';
import { tabTo } from './keyboard';
import { openActivity, signedInAsFamily } from './wizard-journey';

test.use(signedInAsFamily);

/**
 * Issue 34: a sign-up with payment done with the keyboard alone, from the activity's category to
 * the payment result: Tab to each control, Enter on buttons, Space on boxes, never a click. On a
 * phone too, where the dialog's buttons stay over its bottom edge: every control Tab reaches must
 * be in sight (tabTo checks it, WCAG 2.2 2.4.11).
 */
for (const [window, viewport] of [
  ['a computer', { width: 1280, height: 720 }],
  ['a phone', { width: 360, height: 740 }],
] as const) {
  test.describe(`on ${window}`, () => {
    test.use({ viewport });

    test('a sign-up with online payment, with the keyboard alone', async ({ page }) => {
      await openActivity(page, 102);
      await tabTo(
        page,
        page.getByRole('region', { name: 'Catégories' }).getByRole('button', {
          name: 'Inscription – Adultes',
        }),
      );
      await page.keyboard.press('Enter');
      const choice = page.getByRole('dialog', { name: "Qui s'inscrit ?" });
      await tabTo(page, choice.getByRole('button', { name: /Claire/ }));
      await page.keyboard.press('Enter');

      const wizard = page.getByRole('dialog', { name: 'Inscription' });
      const next = wizard.getByRole('button', { name: 'Suivant' });
      /** 'Suivant' reached by Tab from the step's heading, then the next step's heading focused. */
      const nextStep = async (title: string) => {
        await tabTo(page, next);
        await page.keyboard.press('Enter');
        await expect(wizard.getByRole('heading', { name: title })).toBeFocused();
      };
      const tick = async (name: string | RegExp) => {
        const box = wizard.getByRole('checkbox', { name });
        await tabTo(page, box);
        await page.keyboard.press('Space');
        await expect(box).toBeChecked();
      };

      await expect(wizard.getByRole('heading', { name: 'Mes informations' })).toBeFocused();
      await nextStep('Choix de la catégorie');
      await nextStep('Choix de la licence');
      await nextStep('Règlement du club');
      await tick("J'atteste que j'accepte le règlement du club.");
      await nextStep('Questionnaire médical');
      await tick(/Renouvellement questionnaire de santé/);
      await nextStep('Choix du mode de paiement');
      await expect(wizard.getByRole('radio', { name: 'Paiement en une fois' })).toBeChecked();
      await nextStep('Résumé de la demande');
      await expectAccessible(page, 'dialog[open]');

      await tabTo(page, wizard.getByRole('button', { name: 'Accéder au paiement' }));
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' }),
      ).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Payer' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success/);
      await expect(page.getByRole('region', { name: 'Récapitulatif' })).toContainText(
        'Claire Martin',
      );
    });
  });
}
