import { openGroupConversation } from './chat-journey';
import { clubAdmin, expect, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

const carpool = 'Judo : covoiturage du tournoi de Villeurbanne';
const dropMs = 60_000;

test("a member's chat connection drops for a minute while another posts: the missed messages arrive once, in order", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const karimContext = await browser.newContext({ storageState: authFile(clubAdmin) });
  const karim = await karimContext.newPage();
  // Karim's chat traffic (REST and SockJS) goes through Playwright: while `dropped`, it fails as
  // on a dead network and his open socket is cut, so every reconnection (each 5 s) fails too.
  let dropped = false;
  const sockets: { close: () => Promise<void> }[] = [];
  // The context, not the page: the mock's service worker sends the chat calls on (passthrough).
  await karimContext.route(/\/chat\//, (route) =>
    dropped ? route.abort('internetdisconnected') : route.continue(),
  );
  await karim.routeWebSocket(/\/chat\/ws\//, async (socket) => {
    if (dropped) {
      await socket.close({ code: 1006, reason: 'réseau coupé' });
      return;
    }
    const server = socket.connectToServer();
    sockets.push({
      close: async () => {
        await server.close();
        await socket.close({ code: 1006, reason: 'réseau coupé' });
      },
    });
  });
  try {
    await openSignedIn(page, '/profile/101/chat/my_conversations');
    await openGroupConversation(page, carpool);
    const claireLog = page.getByRole('log', { name: 'Messages' });
    const message = page.getByRole('textbox', { name: 'Votre message' });

    await openSignedIn(karim, '/profile/301/chat/my_conversations');
    await openGroupConversation(karim, carpool);
    const karimLog = karim.getByRole('log', { name: 'Messages' });
    const before = `Avant la coupure d'une minute ${Date.now()}`;
    await message.fill(before);
    await message.press('Enter');
    await expect(karimLog.getByText(before, { exact: true })).toHaveCount(1);

    // The drop: Karim's socket is cut and stays down for a minute while Claire writes.
    dropped = true;
    const droppedAt = Date.now();
    await Promise.all(sockets.map((socket) => socket.close()));
    const missed = [1, 2, 3].map((rank) => `Message manqué n° ${rank}, ${droppedAt}`);
    for (const text of missed) {
      await message.fill(text);
      await message.press('Enter');
      await expect(claireLog.getByText(text, { exact: true })).toHaveCount(1);
    }
    await expect(karimLog.getByText(missed[0] ?? '', { exact: true })).toHaveCount(0);
    await expect
      .poll(() => Date.now() - droppedAt, { timeout: dropMs + 10_000, intervals: [1_000] })
      .toBeGreaterThan(dropMs);
    await expect(karimLog.getByText(missed[0] ?? '', { exact: true })).toHaveCount(0);

    // The network is back: the next reconnection (5 s) catches up on the conversation.
    dropped = false;
    for (const text of missed) {
      await expect(karimLog.getByText(text, { exact: true })).toHaveCount(1, { timeout: 20_000 });
    }
    const shown = await karimLog.getByRole('listitem').allInnerTexts();
    const positions = [before, ...missed].map((text) =>
      shown.findIndex((item) => item.includes(text)),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  } finally {
    await karimContext.close();
  }
});
