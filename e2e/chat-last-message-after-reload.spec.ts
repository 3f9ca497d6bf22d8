import { openGroupConversation } from './chat-journey';
import type { Locator, Page } from '@playwright/test';
import { todayInBrowser } from './browser-clock';
import { clubAdmin, expect, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

const claireConversations = '/profile/101/chat/my_conversations';
const karimConversations = '/profile/301/chat/my_conversations';
const carpool = 'Judo : covoiturage du tournoi de Villeurbanne';

/** The seeded last message, which the list went back to after a reload. */
const seededLast = 'Je peux emmener deux enfants dimanche matin';

/**
 * The list's cell shows the conversation's newest message: other journeys post in the same
 * conversation meanwhile, so the newest is read from the log, not assumed to be ours.
 */
async function expectCellShowsNewest(page: Page, cell: Locator): Promise<void> {
  await expect(cell).not.toContainText(seededLast);
  // Today as the list shows a date: dd/MM, like every date of the portal.
  await expect(cell).toContainText(await todayInBrowser(page));
  await cell.click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect
    .poll(async () => {
      const newest = (await log.getByRole('listitem').allInnerTexts()).at(-1) ?? '';
      return (await cell.innerText()).includes(newest.split('\n').at(-1)?.trim() ?? '');
    })
    .toBe(true);
}

test('a message sent is still the last message of its conversation after a reload, for the sender and the other member', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, claireConversations);
  await openGroupConversation(page, carpool);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Qui peut conduire dimanche pour le tournoi ?')).toBeVisible();

  const text = `Je conduis, trois places libres ${Date.now()}`;
  const input = page.getByRole('textbox', { name: 'Votre message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(log.getByText(text, { exact: true })).toHaveCount(1);
  // The socket's copy shows the message before it is saved: the member sees when it is.
  await expect(log.getByRole('listitem').filter({ hasText: text })).toContainText('Envoyé');

  await page.reload();
  await page.getByRole('button', { name: 'Mes groupes' }).click();
  const cell = page.getByRole('button', { name: new RegExp(carpool) });
  await expectCellShowsNewest(page, cell);
  await expect(log.getByText(text, { exact: true })).toHaveCount(1);

  // The other member's browser has its own mocked database: the broker's copy is its source.
  const karimContext = await browser.newContext({ storageState: authFile(clubAdmin) });
  try {
    const karim = await karimContext.newPage();
    await openSignedIn(karim, karimConversations);
    await karim.getByRole('button', { name: 'Mes groupes' }).click();
    const karimCell = karim.getByRole('button', { name: new RegExp(carpool) });
    await expectCellShowsNewest(karim, karimCell);
    await expect(
      karim.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true }),
    ).toHaveCount(1);
  } finally {
    await karimContext.close();
  }
});
