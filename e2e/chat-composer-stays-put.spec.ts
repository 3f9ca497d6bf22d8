import type { Page } from '@playwright/test';
import { openConversation } from './chat-journey';
import { expect, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family), viewport: { width: 1280, height: 720 } });

/*
 * Claire's swimming section: no other journey reads its messages, which the worker's broker
 * (scripts/chat-broker.mjs) hands on to every page that opens it later, as the catch-up of what it
 * relayed. Its four messages fill less than the log at this size: when the log grew with its
 * messages, those that arrived pushed the composer down (52 px here).
 */
const swimming = 'Section Natation – AMSF Lyon';
const claireConversations = '/profile/101/chat/my_conversations';

/** Where the composer's field is on the screen, to the pixel. */
function composerTop(page: Page): Promise<number> {
  return page
    .getByRole('textbox', { name: 'Votre message' })
    .evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

test('the composer stays under the member’s typing while messages arrive', async ({
  page,
  browser,
}) => {
  const phoneContext = await browser.newContext({
    storageState: authFile(family),
    viewport: { width: 390, height: 844 },
  });
  try {
    await openSignedIn(page, claireConversations);
    await openConversation(page, swimming);
    const input = page.getByRole('textbox', { name: 'Votre message' });
    await input.click();
    await page.keyboard.type('Je regarde mon agenda');
    const top = await composerTop(page);

    const phone = await phoneContext.newPage();
    await openSignedIn(phone, claireConversations);
    await openConversation(phone, swimming);
    const log = page.getByRole('log', { name: 'Messages' });
    // More than the log's free space holds: the log scrolls, the page does not move.
    for (const count of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = `Je serai là mercredi, ligne 3 (${count}) ${Date.now()}`;
      await phone.getByRole('textbox', { name: 'Votre message' }).fill(text);
      await phone.getByRole('button', { name: 'Envoyer' }).click();
      await expect(log.getByText(text)).toBeVisible();
    }
    expect(await composerTop(page)).toBe(top);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('Je regarde mon agenda');
  } finally {
    await phoneContext.close();
  }
});
