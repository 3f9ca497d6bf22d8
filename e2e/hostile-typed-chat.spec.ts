import { typeablePayloads } from '../src/mocks/data/hostile-payloads';
import { clubAdmin, expect, test } from './fixtures';
import { expectShownAsText, watchCspConsole } from './hostile-check';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(clubAdmin) });

/**
 * Issue 24, hostile input typed: a conversation's name and its messages are shown to every
 * member. The chat takes the first payloads of the typeable table (the coach's address and
 * comment take the next ones: e2e/hostile-typed-coach.spec.ts).
 */
const [title, ...messages] = typeablePayloads().slice(0, 13);

test('a conversation named and written with hostile payloads shows them as text', async ({
  page,
}) => {
  const cspConsole = watchCspConsole(page);
  await openSignedIn(page, '/profile/301/chat/create_conversation');
  await page.getByRole('button', { name: 'Claire Martin' }).click();
  await page.getByPlaceholder('Nom de la conversation ...').fill(title!.text);
  await page.getByRole('button', { name: 'Créer' }).click();
  await expect(page).toHaveURL(/\/profile\/301\/chat\/my_conversations$/);
  const heading = page.getByRole('heading', { level: 2 }).filter({ hasText: title!.probe });
  await expect(heading).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Votre message' });
  const log = page.getByRole('log', { name: 'Messages' });
  for (const message of messages) {
    await input.fill(message.text);
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(log.getByText(message.probe).first()).toBeVisible();
  }
  await expectShownAsText(page, 'the new conversation', cspConsole, [title!, ...messages]);

  // Read again from the server: the list and the log still show them as text.
  await page.reload();
  await page.getByRole('button', { name: 'Mes groupes' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(escaped(title!.probe)) }).first(),
  ).toBeVisible();
  await expectShownAsText(page, 'the conversations after a reload', cspConsole, [title!]);
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
