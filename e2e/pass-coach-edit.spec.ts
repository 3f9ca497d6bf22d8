import { expect, expectAccessible, passCoach, test } from './fixtures';
import { openPass, programme, sessionDialog } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(passCoach) });

/** Thomas Moreau's profile: estCoach and coach of Lyon Confluence's Cross training. */
const thomas = 501;

test('the coach sees the participants, corrects the address with the form rules, and the programme has it at once', async ({
  page,
}) => {
  await openPass(page, thomas);
  // His own session with at least one participant carries the reservation count badge.
  const session = programme(page)
    .getByRole('button', { name: /^\S+ – \S+ Cross training .* [1-9]\d* réservations?$/ })
    .first();
  const badge = (await session.textContent())?.match(/(\d+) réservations?$/)?.[1];
  await session.click();
  const dialog = sessionDialog(page, 'Cross training');
  await expect(
    dialog.getByRole('heading', {
      name: new RegExp(`^Participants \\(${badge} réservations?\\)$`),
    }),
  ).toBeVisible();
  await expect(dialog.locator('.pass-coach__participants li')).toHaveCount(Number(badge));
  // A coach has no booking and no offers list.
  await expect(dialog.getByRole('button', { name: 'Réserver' })).toHaveCount(0);
  await expect(dialog.getByText('Offres permettant de réserver')).toHaveCount(0);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Modifier' }).click();
  const address = dialog.getByRole('textbox', { name: /^Adresse/ });
  const postcode = dialog.getByRole('textbox', { name: /^Code postal/ });
  const update = dialog.getByRole('button', { name: 'Mettre à jour' });
  await address.fill('');
  await expect(dialog.getByText("L'adresse est obligatoire.")).toBeVisible();
  await postcode.fill('999');
  await expect(dialog.getByText('Le code postal doit être au moins 1000.')).toBeVisible();
  await expect(update).toBeDisabled();
  await expectAccessible(page);

  await address.fill('20 quai Rambaud');
  await postcode.fill('69002');
  await dialog
    .getByRole('textbox', { name: /^Commentaire/ })
    .fill('Rendez-vous devant la Sucrière.');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByRole('status').filter({ hasText: 'Séance mise à jour' })).toBeVisible();
  await expect(dialog.getByText('20 quai Rambaud')).toBeVisible();
  await expect(dialog.getByText('Rendez-vous devant la Sucrière.')).toBeVisible();

  // Without any reload, the programme's session holds the new address.
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
  await session.click();
  await expect(dialog.getByText('20 quai Rambaud')).toBeVisible();
  await expect(dialog.getByText('69002 Lyon')).toBeVisible();
});
