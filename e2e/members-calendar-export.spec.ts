import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member adds a reserved session to her agenda as an .ics file', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+01:00'));
  await openSignedIn(page, '/profile/101/mes_inscriptions');
  const area = page.getByRole('region', { name: 'Réservations' });
  await area.getByRole('button', { name: 'Afficher le calendrier des séances' }).click();
  await area.getByRole('button', { name: /^19:00.*Natation - Adultes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Natation - Adultes' });
  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  await expect(dialog.getByRole('button', { name: 'Se désinscrire' })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Ajouter à mon agenda' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('natation-adultes-2026-11-24.ics');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('SUMMARY:Natation - Adultes');
  // 19:00 in Paris on 24 November is 18:00 UTC.
  expect(text).toContain('DTSTART:20261124T180000Z');
  expect(text).toContain('DTEND:20261124T190000Z');
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
});

test('a member exports a whole recurring series as one .ics file', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+01:00'));
  await openSignedIn(page, '/profile/101/mes_inscriptions');
  const area = page.getByRole('region', { name: 'Réservations' });
  await area.getByRole('button', { name: 'Afficher le calendrier des séances' }).click();
  // Saturday 28 November, 10:00: the first of six Saturdays.
  await area.getByRole('button', { name: /^10:00.*Natation - Adultes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Natation - Adultes' });
  await dialog.getByRole('button', { name: "S'inscrire" }).click();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog.getByRole('button', { name: 'Se désinscrire' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Ajouter à mon agenda' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('natation-adultes-serie.ics');
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(6);
  expect(text.match(/SUMMARY:Natation - Adultes/g)).toHaveLength(6);
  // 10:00 in Paris in winter is 09:00 UTC, from 28 November 2026 to 2 January 2027.
  expect(text).toContain('DTSTART:20261128T090000Z');
  expect(text).toContain('DTEND:20261128T103000Z');
  expect(text).toContain('DTSTART:20270102T090000Z');
  const uids = text.match(/UID:[^\r\n]+/g) ?? [];
  expect(new Set(uids).size).toBe(6);
});
