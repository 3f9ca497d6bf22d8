import { openGroupConversation } from './chat-journey';
import { clubAdmin, expect, expectAccessible, federationAdmin, signIn, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

// Its own seeded conversation (Sophie and Karim only): no other journey's message counts here.
const bureau = "Bureau : préparation de l'assemblée générale";

test('a message from another member raises the header badge on the home page, without reload', async ({
  page,
  browser,
}) => {
  // The home page subscribes once the shell is up: wait for that SUBSCRIBE on the real socket.
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('SUBSCRIBE') && frame.includes('/topic/private-messages')) resolve();
      }),
    );
  });
  const karimContext = await browser.newContext({ storageState: authFile(clubAdmin) });
  const karim = await karimContext.newPage();
  try {
    await signIn(page, federationAdmin);
    await expect(page).toHaveURL(/\/profile\/401\/home$/);
    const chatLink = page.getByRole('link', { name: /^Messagerie/ });
    await expect(chatLink).toHaveAccessibleName('Messagerie');
    await subscribed;
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    await openSignedIn(karim, '/profile/301/chat/my_conversations');
    await openGroupConversation(karim, bureau);
    const text = `Je complète l'ordre du jour : budget 2027 et élections 🗳️ ${Date.now()}`;
    const input = karim.getByRole('textbox', { name: 'Votre message' });
    await input.fill(text);
    await input.press('Enter');
    await expect(karim.getByRole('log', { name: 'Messages' }).getByText(text)).toHaveCount(1);

    await expect(chatLink).toHaveAccessibleName('Messagerie, 1 message non lu');
    await expect(page.getByRole('link', { name: /^Ma communauté/ })).toHaveAccessibleName(
      'Ma communauté (1 message non lu)',
    );
    expect(reloaded).toBe(false);
    await expectAccessible(page);

    // Read on the chat page (keyboard only): the badge goes.
    await chatLink.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Mes groupes' }).press('Enter');
    await page.getByRole('button', { name: new RegExp(bureau) }).press('Enter');
    await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
    await expect(chatLink).toHaveAccessibleName('Messagerie');
  } finally {
    await karimContext.close();
  }
});
