import { openGroupConversation } from './chat-journey';
import type { WebSocketRoute } from '@playwright/test';
import { clubAdmin, expect, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

const carpool = 'Judo : covoiturage du tournoi de Villeurbanne';

test('messages sent while the socket is cut arrive after the reconnection, once each', async ({
  page,
  browser,
}) => {
  const karimContext = await browser.newContext({ storageState: authFile(clubAdmin) });
  const karim = await karimContext.newPage();
  // Karim's socket goes through Playwright, which can cut it like a network failure.
  const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await karim.routeWebSocket(/\/chat\/ws\//, (socket) => {
    sockets.push({ page: socket, server: socket.connectToServer() });
  });
  try {
    await openSignedIn(page, '/profile/101/chat/my_conversations');
    await openGroupConversation(page, carpool);
    const claireLog = page.getByRole('log', { name: 'Messages' });
    await expect(claireLog.getByText('Qui peut conduire dimanche pour le tournoi ?')).toBeVisible();

    await openSignedIn(karim, '/profile/301/chat/my_conversations');
    await openGroupConversation(karim, carpool);
    const karimLog = karim.getByRole('log', { name: 'Messages' });
    await expect(karimLog.getByText('Qui peut conduire dimanche pour le tournoi ?')).toBeVisible();

    // Both are live: a first message arrives at once.
    const before = `Avant la coupure ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Votre message' }).fill(before);
    await page.getByRole('textbox', { name: 'Votre message' }).press('Enter');
    await expect(karimLog.getByText(before, { exact: true })).toHaveCount(1);
    expect(sockets).toHaveLength(1);

    // The socket drops; Claire goes on writing.
    const cut = sockets[0];
    await cut?.server.close();
    await cut?.page.close({ code: 1006, reason: 'coupure réseau' });
    const missed = [
      `Pendant la coupure, été ${Date.now()}`,
      `Deuxième message manqué 🚗 ${Date.now()}`,
    ];
    for (const text of missed) {
      await page.getByRole('textbox', { name: 'Votre message' }).fill(text);
      await page.getByRole('textbox', { name: 'Votre message' }).press('Enter');
      await expect(claireLog.getByText(text, { exact: true })).toHaveCount(1);
    }

    // The client reconnects after 5 s, re-subscribes, then fetches what it missed. SockJS may
    // come back over another transport than a WebSocket (xhr-streaming, when its WebSocket try is
    // slow on a busy machine): what counts is that the messages arrive, once each.
    for (const text of missed) {
      await expect(karimLog.getByText(text, { exact: true })).toHaveCount(1, { timeout: 20_000 });
    }
    await expect(karimLog.getByText(before, { exact: true })).toHaveCount(1);

    // Live again after the reconnection.
    const after = `Après la reconnexion ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Votre message' }).fill(after);
    await page.getByRole('textbox', { name: 'Votre message' }).press('Enter');
    await expect(karimLog.getByText(after, { exact: true })).toHaveCount(1);
  } finally {
    await karimContext.close();
  }
});
