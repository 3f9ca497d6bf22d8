import { hostilePayloads, typeablePayloads } from '../src/mocks/data/hostile-payloads';
import { expect, family, test } from './fixtures';
import { expectShownAsText, watchCspConsole } from './hostile-check';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

const byName = (name: string) => hostilePayloads.find((payload) => payload.name === name)!;
const typeable = typeablePayloads();

/**
 * Issue 24, hostile input typed: the names of family members added by Claire are shown in the
 * profile chooser and the header. The payloads after the chat's and the coach's
 * (e2e/hostile-typed-chat.spec.ts, e2e/hostile-typed-coach.spec.ts), and the 10,000-character
 * word and the long mixed text, which only names and addresses accept (no length limit).
 */
const members = [
  { firstname: typeable[22]!, lastname: typeable[23]!, address: typeable[30]! },
  { firstname: typeable[24]!, lastname: typeable[25]!, address: typeable[29]! },
  { firstname: typeable[26]!, lastname: typeable[27]!, address: typeable[23]! },
  {
    firstname: typeable[28]!,
    lastname: byName('10,000-character word'),
    address: byName('long mixed text'),
  },
];

test('family members named with hostile payloads are shown as text', async ({ page }) => {
  test.slow(); // four profiles created, then two pages at two widths
  const cspConsole = watchCspConsole(page);
  await openSignedIn(page, '/profile/101/ajouter_membre');
  for (const { firstname, lastname, address } of members) {
    await page.goto('/profile/101/ajouter_membre');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ajouter un membre de la famille' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /Prénom/ }).fill(firstname.text);
    await page.getByRole('textbox', { name: /^Nom/ }).fill(lastname.text);
    await page.getByRole('radio', { name: 'Femme' }).check();
    await page.getByRole('textbox', { name: /Date de naissance/ }).fill('08/02/1981');
    await page.getByRole('textbox', { name: /Téléphone mobile/ }).fill('0655443322');
    await page
      .getByRole('textbox', { name: /^Adresse/ })
      .first()
      .fill(address.text);
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Profil ajouté' }).first(),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/ajouter_membre$/);
  }
  // Claire stays the active profile (issue 34): the header's switch list names the new ones;
  // switching to the last one shows the 10,000-character name in the header.
  const activeProfile = page.getByRole('button', { name: /Profil actif/ });
  await expect(activeProfile).toContainText('Claire');
  await activeProfile.click();
  await page.locator('.profile-switch').getByRole('link').last().click();
  await expect(activeProfile).not.toContainText('Claire');
  await expectShownAsText(page, 'the new profile’s page', cspConsole, [members[3]!.firstname]);

  await page.goto('/profile/choose');
  const names = members.flatMap(({ firstname, lastname }) => [firstname, lastname]);
  await expectShownAsText(page, 'the profile chooser', cspConsole, names);
});
