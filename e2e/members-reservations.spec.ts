import type { Page } from '@playwright/test';
import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

/** Monday 23 November 2026, 10:00 in Paris: the seeded week of Claire's swimming sessions. */
const monday = new Date('2026-11-23T10:00:00+01:00');

async function openCalendar(page: Page) {
  await page.clock.setFixedTime(monday);
  const calendarChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/reservations-calendar-/.test(request.url())) calendarChunks.push(request.url());
  });
  await openSignedIn(page, '/profile/101/mes_inscriptions');
  const area = page.getByRole('region', { name: 'Réservations' });
  await expect(area.getByRole('heading', { name: 'Réservations' })).toBeVisible();
  // Mes inscriptions opens without FullCalendar's code.
  expect(calendarChunks).toEqual([]);
  await area.getByRole('button', { name: 'Afficher le calendrier des séances' }).click();
  await expect(area.getByRole('tab', { name: 'Vue par semaine' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(calendarChunks.length).toBeGreaterThan(0);
  return area;
}

const session = (area: ReturnType<Page['getByRole']>, time: string) =>
  area.getByRole('button', { name: new RegExp(`^${time}.*Natation - Adultes`) });

test('a member books and cancels a single session, and meets the full and past cases', async ({
  page,
}) => {
  const area = await openCalendar(page);
  await expectAccessible(page);

  // Tuesday 24 November, 19:00: places left.
  await session(area, '19:00').click();
  let dialog = page.getByRole('dialog', { name: 'Natation - Adultes' });
  await expect(dialog.getByText('Mardi 24 novembre 2026')).toBeVisible();
  await expect(dialog.getByText('19:00 - 20:00')).toBeVisible();
  await expect(dialog.getByText(/places? disponibles?$/)).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(500);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByText('Inscription enregistrée')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Se désinscrire' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The list view shows the reserved session only.
  await area.getByRole('tab', { name: 'Liste de mes réservations du mois' }).click();
  await expect(area.getByRole('button', { name: /Natation - Adultes \(inscrit\)/ })).toHaveCount(1);
  await expectAccessible(page);
  await area.getByRole('button', { name: /Natation - Adultes \(inscrit\)/ }).click();
  dialog = page.getByRole('dialog', { name: 'Natation - Adultes' });
  await dialog.getByRole('button', { name: 'Se désinscrire' }).click();
  await expect(page.getByText('Désinscription enregistrée')).toBeVisible();
  await expect(dialog.getByRole('button', { name: "S'inscrire" })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(area.getByText('Aucune réservation ce mois-ci.')).toBeVisible();

  // Thursday 26 November, 12:15: full.
  await area.getByRole('tab', { name: 'Vue par semaine' }).click();
  await session(area, '12:15').click();
  dialog = page.getByRole('dialog', { name: 'Natation - Adultes' });
  await expect(
    dialog.getByText('La session est complète, vous ne pouvez plus vous inscrire.'),
  ).toBeVisible();
  await expect(dialog.getByText('0 place disponible')).toBeVisible();
  await expect(dialog.getByRole('button', { name: "S'inscrire" })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The week before: Tuesday 17 November has passed.
  await area.getByRole('button', { name: 'Période précédente' }).click();
  await session(area, '19:00').click();
  dialog = page.getByRole('dialog', { name: 'Natation - Adultes' });
  await expect(
    dialog.getByText("La date de l'activité est passée, vous ne pouvez plus vous inscrire."),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: "S'inscrire" })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Month and day views stay accessible too.
  await area.getByRole('tab', { name: 'Vue par mois' }).click();
  await expect(area.getByRole('heading', { name: 'novembre 2026' })).toBeVisible();
  await expectAccessible(page);
  await area.getByRole('tab', { name: 'Vue par jour' }).click();
  await expectAccessible(page);
});

test('a member books a recurring series as a whole, then cancels it', async ({ page }) => {
  const area = await openCalendar(page);

  // Saturday 28 November, 10:00: the first of six Saturdays.
  await session(area, '10:00').click();
  const dialog = page.getByRole('dialog', { name: 'Natation - Adultes' });
  await expect(dialog.getByText('Du 28/11/2026 au 02/01/2027')).toBeVisible();
  await expect(dialog.getByText(/vous vous engagez/)).toContainText('les 6 séances à venir');
  const upcoming = dialog.getByRole('list', { name: 'Séances à venir de la série' });
  await expect(upcoming.getByRole('listitem')).toHaveCount(6);
  await expect(upcoming.getByRole('listitem').last()).toContainText('Samedi 2 janvier 2027');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  await expect(
    dialog.getByText('Veuillez confirmer la réservation pour les 6 séances'),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Inscription enregistrée')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Se désinscrire' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Every Saturday of the series is booked: the next week shows it reserved too.
  await area.getByRole('button', { name: 'Période suivante' }).click();
  await expect(area.getByRole('button', { name: /^10:00.*\(inscrit\)/ })).toBeVisible();
  await area.getByRole('button', { name: /^10:00.*\(inscrit\)/ }).click();
  const next = page.getByRole('dialog', { name: 'Natation - Adultes' });
  await next.getByRole('button', { name: 'Se désinscrire' }).click();
  await expect(next.getByText("Veuillez confirmer l'annulation pour les 6 séances")).toBeVisible();
  await next.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Désinscription enregistrée')).toBeVisible();
  await expect(next.getByRole('button', { name: "S'inscrire" })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(area.getByRole('button', { name: /\(inscrit\)/ })).toHaveCount(0);
});
