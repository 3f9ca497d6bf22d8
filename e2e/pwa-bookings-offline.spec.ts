import type { Locator, Page } from '@playwright/test';
import { todayInBrowser } from './browser-clock';
import { expect, expectAccessible, expectFailuresLogged, family, signIn, test } from './fixtures';
import { licensedProfileId, reloadUnderServiceWorker } from './pwa-journey';

const connectionNeeded =
  "La réservation et l'annulation demandent une connexion : elles seront possibles au retour du réseau.";

/** 'Mardi 1er décembre 2026' and '19:00' as the offline list writes them: 'mardi 1er décembre 2026 de 19h00'. */
const offlineWhen = (day: string, start: string, end: string) =>
  `${day.charAt(0).toLowerCase()}${day.slice(1)} de ${start.replace(':', 'h')} à ${end.replace(':', 'h')}`;

/**
 * The French long date of a 'dd/MM/yyyy' day, read by the browser (Europe/Paris), the first of a
 * month written '1er' as the portal writes it (Intl writes '1').
 */
async function longDateInBrowser(page: Page, day: string): Promise<string> {
  const text = await page.evaluate((value) => {
    const [date = 1, month = 1, year = 1970] = value.split('/').map(Number);
    return new Date(year, month - 1, date).toLocaleDateString('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  }, day);
  return text.replace(/^(\S+) 1 /, '$1 1er ');
}

function storedBookings(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('offlineBookings') ?? '');
}

/**
 * Books a single club session of next week with places left in the open calendar (or finds one
 * booked already); returns the dialog, left open, and the session's day and hours.
 */
async function bookNextWeekSession(page: Page, area: Locator) {
  await area.getByRole('button', { name: 'Période suivante' }).click();
  // Saturday 10:00 runs as a series, booked as a whole: a single session is enough here.
  const sessions = area.getByRole('button', { name: /^(?!10:00)\d{2}:\d{2}.*Natation - Adultes/ });
  await expect(sessions.first()).toBeVisible();
  const count = await sessions.count();
  const dialog = page.getByRole('dialog', { name: 'Natation - Adultes' });
  for (let index = 0; index < count; index += 1) {
    await sessions.nth(index).click();
    // The buttons stay disabled while the member's reservation status is fetched (again after a
    // booking): only an enabled button tells what the session offers.
    const book = dialog.getByRole('button', { name: "S'inscrire", disabled: false });
    const cancel = dialog.getByRole('button', { name: 'Se désinscrire', disabled: false });
    const full = dialog.getByText('La session est complète, vous ne pouvez plus vous inscrire.');
    await expect(book.or(cancel).or(full)).toBeVisible();
    if (await book.isVisible()) {
      await book.click();
      await expect(page.getByText('Inscription enregistrée')).toBeVisible();
      await expect(cancel).toBeVisible();
    }
    if (await cancel.isVisible()) {
      const [day = '', hours = ''] = (
        await dialog.locator('.reservation-dialog__when').innerText()
      ).split('\n');
      const [start = '', end = ''] = hours.split(' - ');
      return { dialog, day, start, end };
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  throw new Error('No session of next week has places left');
}

test('the next club sessions and PASS bookings stay readable offline; signing out erases them', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Init scripts also run in Chrome's own offline error page, which has no storage.
    if (!window.location.protocol.startsWith('http')) return;
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
  });
  // A session of its own: signing out ends it at the identity server.
  await signIn(page, family);

  // Online, Mes réservations of PASS: the sailing session booked at Marseille Prado (seed).
  await page.goto(`/profile/${licensedProfileId}/pass/home/reservations`);
  const future = page.getByRole('tabpanel').getByRole('list').first();
  const passBooking = future.getByRole('button', { name: /^Voile/ }).first();
  await expect(passBooking).toBeVisible();
  const [, passDay = '', passStart = '', passEnd = ''] =
    /(\d{2}\/\d{2}\/\d{4}), (\d{2}:\d{2}) – (\d{2}:\d{2})/.exec(await passBooking.innerText()) ??
    [];
  await expect.poll(() => storedBookings(page)).toContain('"kind":"pass"');

  // Online, the reservations calendar of Mes inscriptions: a session booked next week.
  await page.goto(`/profile/${licensedProfileId}/mes_inscriptions`);
  const area = page.getByRole('region', { name: 'Réservations' });
  await area.getByRole('button', { name: 'Afficher le calendrier des séances' }).click();
  await expect(area.getByRole('tab', { name: 'Vue par semaine' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const booked = await bookNextWeekSession(page, area);
  await expect.poll(() => storedBookings(page)).toContain('Natation - Adultes');

  // The connection drops under the open dialog: its buttons say so instead of failing.
  expectFailuresLogged(page);
  await page.context().setOffline(true);
  await expect(
    booked.dialog.getByRole('button', { name: 'Se désinscrire (connexion requise)' }),
  ).toBeDisabled();
  await expect(booked.dialog.getByText(connectionNeeded)).toBeVisible();
  await page.context().setOffline(false);
  await expect(booked.dialog.getByRole('button', { name: 'Se désinscrire' })).toBeEnabled();
  await page.keyboard.press('Escape');

  // The worker serves the visits from now on (it registers once the page is idle).
  await reloadUnderServiceWorker(page);

  // Offline, a reload shows what the device kept, read-only.
  expectFailuresLogged(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/hors-ligne$/);
  const today = await todayInBrowser(page, true);
  await expect(page.getByText(connectionNeeded)).toBeVisible();
  const club = page.getByRole('region', { name: 'Mes prochaines séances au club' });
  await expect(club.getByText(`Hors ligne : séances enregistrées le ${today}`)).toBeVisible();
  await expect(
    club
      .getByRole('listitem')
      .filter({ hasText: 'Natation - Adultes' })
      .filter({ hasText: 'AMSF Lyon' })
      .filter({ hasText: offlineWhen(booked.day, booked.start, booked.end) }),
  ).toHaveCount(1);
  const pass = page.getByRole('region', { name: 'Mes réservations PASS' });
  await expect(
    pass.getByText(`Hors ligne : réservations PASS enregistrées le ${today}`),
  ).toBeVisible();
  await expect(
    pass
      .getByRole('listitem')
      .filter({ hasText: 'Voile' })
      .filter({ hasText: 'PASS Marseille Prado' })
      .filter({
        hasText: offlineWhen(await longDateInBrowser(page, passDay), passStart, passEnd),
      })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Réserver|S'inscrire|Annuler/ })).toHaveCount(0);
  await expectAccessible(page);

  // A 320 px phone: no sideways scroll.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(club.getByRole('listitem').first()).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back online, 'Déconnexion' erases them.
  await page.context().setOffline(false);
  await page.goto(`/profile/${licensedProfileId}/home`);
  await page.getByRole('button', { name: /Profil actif/ }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL((url) => url.port !== '5180' && url.pathname === '/');
  expect(await storedBookings(page)).toBe('');

  await page.goto('/hors-ligne');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  expectFailuresLogged(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(
    page.getByText("Aucune carte de licence n'est enregistrée sur cet appareil."),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mes prochaines séances au club' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Mes réservations PASS' })).toHaveCount(0);
  await expect(page.getByText(connectionNeeded)).toHaveCount(0);
});
