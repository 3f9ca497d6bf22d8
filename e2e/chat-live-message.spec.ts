import { openGroupConversation } from './chat-journey';
import { clubAdmin, expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

const claireConversations = '/profile/101/chat/my_conversations';
const karimConversations = '/profile/301/chat/my_conversations';
const carpool = 'Judo : covoiturage du tournoi de Villeurbanne';

test('a message with accents and an emoji reaches the other member live, and the sender once', async ({
  page,
  browser,
}) => {
  const karimContext = await browser.newContext({ storageState: authFile(clubAdmin) });
  const karim = await karimContext.newPage();
  try {
    await openSignedIn(page, claireConversations);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes conversations' })).toBeVisible();
    // Desktop: the first category conversation is selected on arrival.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Section Natation – AMSF Lyon' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Mes groupes' }).click();
    await expect(page.getByRole('button', { name: 'Mes groupes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Mes catégories' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.getByRole('button', { name: new RegExp(carpool) }).click();
    const claireLog = page.getByRole('log', { name: 'Messages' });
    await expect(claireLog.getByText('Qui peut conduire dimanche pour le tournoi ?')).toBeVisible();

    await openSignedIn(karim, karimConversations);
    await openGroupConversation(karim, carpool);
    const karimLog = karim.getByRole('log', { name: 'Messages' });
    await expect(karimLog.getByText('Qui peut conduire dimanche pour le tournoi ?')).toBeVisible();
    await expectAccessible(page);

    const text = `Départ à 8 h 15, café offert ☕ — à dimanche ! 🎉 ${Date.now()}`;
    const input = page.getByRole('textbox', { name: 'Votre message' });
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await input.fill(text);
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    await input.press('Enter');
    await expect(input).toHaveValue('');

    await expect(karimLog.getByText(text, { exact: true })).toHaveCount(1);
    await expect(claireLog.getByText(text, { exact: true })).toHaveCount(1);
    // The list's cell follows the last message.
    await expect(karim.getByRole('button', { name: new RegExp(carpool) })).toContainText(text);

    // Karim answers with the send button: the same path back.
    const answer = `Très bien, merci Claire ! 👍 ${Date.now()}`;
    await karim.getByRole('textbox', { name: 'Votre message' }).fill(answer);
    await karim.getByRole('button', { name: 'Envoyer' }).click();
    await expect(claireLog.getByText(answer, { exact: true })).toHaveCount(1);
    await expect(karimLog.getByText(answer, { exact: true })).toHaveCount(1);
    await expect(claireLog.getByText(text, { exact: true })).toHaveCount(1);
    await expectAccessible(page);
  } finally {
    await karimContext.close();
  }
});
