import type { Locator, Page } from '@playwright/test';
import { expect, firstProfile, openSignedIn, test } from './against-test';
import { openFirstActivity } from './find-activity';
import { openPassProgramme } from './pass-programme';

/**
 * The writes that can be undone or that the account owns (`--writes`), never an order or a
 * payment: a PASS booking then its cancellation, a message in a conversation the account created,
 * an information request to the address QA gives (AGAINST_INFORMATION_EMAIL).
 */
test.use({ writes: true });

/** How many sessions or conversations are looked at, at most, to find one that fits. */
const looked = 20;

/**
 * The first programme slot the member can book and still cancel afterwards: its dialog offers
 * 'Réserver' and names the cancellation deadline. Resolves to the slot, its dialog open.
 */
async function cancellableSlot(page: Page, programme: Locator): Promise<Locator> {
  const slots = programme.getByRole('button', { name: /^\S+ – \S+ / });
  await expect(slots.first()).toBeVisible();
  const count = Math.min(await slots.count(), looked);
  for (let index = 0; index < count; index += 1) {
    await slots.nth(index).click();
    const dialog = page.getByRole('dialog');
    const book = dialog.getByRole('button', { name: 'Réserver' });
    const deadline = dialog.getByText(/^Annulation possible jusqu'au/);
    const other = dialog.locator('.pass-session__refusal, .pass-session__booked');
    await expect(book.or(other).first()).toBeVisible();
    if ((await book.isVisible()) && (await deadline.isVisible())) return slots.nth(index);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  throw new Error(`None of the first ${count} PASS sessions can be booked and cancelled`);
}

test.describe('membre', () => {
  test.use({ role: 'member' });

  test('écriture PASS : une réservation, puis son annulation', async ({ page }) => {
    const { slots: programme, memberClub } = await openPassProgramme(
      page,
      await firstProfile(page),
    );
    test.info().skip(!memberClub, "the member's first offer is for a club PASS does not show");
    const slot = await cancellableSlot(page, programme);
    await page.getByRole('dialog').getByRole('button', { name: 'Réserver' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Votre réservation est confirmée.' }),
    ).toBeVisible();
    await expect(slot).toContainText('Séance réservée');

    await slot.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
    const question = dialog.getByRole('group', { name: /^Voulez-vous vraiment annuler/ });
    await question.getByRole('button', { name: 'Oui, annuler la réservation' }).click();
    await expect(page.getByText('Réservation annulée')).toBeVisible();
    await expect(slot).not.toContainText('Séance réservée');
  });

  test('écriture chat : un message dans une conversation créée par le compte', async ({ page }) => {
    const id = await firstProfile(page);
    await openSignedIn(page, `/profile/${id}/chat/my_conversations`);
    await ownedConversation(page);
    const text = `Message de recette ${new Date().toISOString()}`;
    await page.getByRole('textbox', { name: 'Votre message' }).fill(text);
    await page.getByRole('button', { name: 'Envoyer' }).click();
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText(text, { exact: true })).toHaveCount(1);
  });
});

/**
 * Opens the first group of 'Mes groupes' the account created: its members panel offers 'Ajouter
 * des membres' to the creator only (docs/spec/administration.md 6). Not run when there is none.
 */
async function ownedConversation(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Mes conversations' })).toBeVisible();
  const groups = page.getByRole('button', { name: 'Mes groupes' });
  await groups.click();
  await expect(groups).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('navigation', { name: 'Mes conversations' });
  const items = list.locator('ul:not([hidden])').getByRole('button');
  const count = Math.min(await items.count(), looked);
  for (let index = 0; index < count; index += 1) {
    // Selecting is a React transition: the previous conversation's panel stays until the new one
    // shows, named by its group (e2e/chat-journey.ts).
    const name = (await items.nth(index).locator('.chat-cell__name').innerText()).trim();
    await items.nth(index).click();
    const panel = page.getByRole('region', { name, exact: true });
    await expect(panel).toBeVisible();
    const options = panel.getByRole('button', { name: "Plus d'options" });
    await options.click();
    await expect(panel.getByRole('button', { name: 'Quitter le groupe' })).toBeVisible();
    // The members are asked once the messages, which name the creator, are there (4.7).
    const members = panel.getByRole('region', { name: 'Membres du groupe' });
    await expect(members.getByRole('listitem').first()).toBeVisible();
    const owned = await panel.getByRole('button', { name: 'Ajouter des membres' }).isVisible();
    await options.click();
    await expect(page.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
    if (owned) return;
  }
  test.info().skip(true, `none of the account's ${count} groups was created by it`);
}

test("écriture : une demande d'information à l'adresse de la recette", async ({ page }) => {
  const email = process.env.AGAINST_INFORMATION_EMAIL;
  test.info().skip(!email, 'AGAINST_INFORMATION_EMAIL not given');
  await openFirstActivity(page);
  await page.getByRole('button', { name: "Demande d'information" }).click();
  const dialog = page.getByRole('dialog', { name: "Demande d'information" });
  await dialog.getByLabel('Prénom').fill('Recette');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Portail');
  await dialog.getByRole('textbox', { name: 'Date de naissance' }).fill('01/01/1990');
  await dialog.getByLabel('Email').fill(email ?? '');
  await dialog.getByLabel('Numéro de téléphone portable').pressSequentially('0600000000');
  await dialog.getByLabel('Question éventuelle').fill('Demande envoyée par la recette du portail.');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Demande d'information envoyée" }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});
