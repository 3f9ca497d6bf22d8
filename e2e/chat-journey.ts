import { expect, type Page } from '@playwright/test';

/**
 * Opens a conversation of 'Mes groupes' and waits for its panel. Selecting is a React transition:
 * until the new panel shows, the previous conversation's composer is still the one on screen, and
 * a message typed then would go there (as it would for a person typing that fast).
 */
export async function openGroupConversation(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Mes groupes' }).click();
  await openConversation(page, title);
}

/** Opens a conversation of the section already open ('Mes catégories' on arrival). */
export async function openConversation(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
}
