import { typeablePayloads } from '../src/mocks/data/hostile-payloads';
import { expect, passCoach, test } from './fixtures';
import { expectShownAsText, watchCspConsole } from './hostile-check';
import { openPass, programme, sessionDialog } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(passCoach) });

/** Thomas Moreau's profile: estCoach and coach of Lyon Confluence's Cross training. */
const thomas = 501;

/**
 * Issue 24, hostile input typed: the address and comment a coach gives a session are shown to
 * every member who opens it. Three rounds of the next payloads of the typeable table after the
 * chat's (e2e/hostile-typed-chat.spec.ts).
 */
const rounds = [0, 1, 2].map((round) => typeablePayloads().slice(13 + round * 3, 16 + round * 3));

test('a session address and comment typed with hostile payloads are shown as text', async ({
  page,
}) => {
  const cspConsole = watchCspConsole(page);
  await openPass(page, thomas);
  const session = programme(page)
    .getByRole('button', { name: /^\S+ – \S+ Cross training .* [1-9]\d* réservations?$/ })
    .first();
  await session.click();
  const dialog = sessionDialog(page, 'Cross training');
  for (const [address, town, comment] of rounds) {
    await dialog.getByRole('button', { name: 'Modifier' }).click();
    await dialog.getByRole('textbox', { name: /^Adresse/ }).fill(address!.text);
    await dialog.getByRole('textbox', { name: /^Code postal/ }).fill('69002');
    await dialog.getByRole('textbox', { name: /^Ville/ }).fill(town!.text);
    await dialog.getByRole('textbox', { name: /^Commentaire/ }).fill(comment!.text);
    await dialog.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Séance mise à jour' }).first(),
    ).toBeVisible();
    await expectShownAsText(page, `the session dialog (${address!.name})`, cspConsole, [
      address!,
      town!,
      comment!,
    ]);
  }
  // The programme's session holds the last values without a reload.
  const [address, town, comment] = rounds.at(-1)!;
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
  await session.click();
  await expectShownAsText(page, 'the session opened again', cspConsole, [
    address!,
    town!,
    comment!,
  ]);
});
