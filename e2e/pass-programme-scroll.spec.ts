import { monthNameInBrowser } from './browser-clock';
import { expect, expectAccessible, family, test } from './fixtures';
import { openPass, programme, sessionDialog, slot } from './pass-journey';
import { trackRequests, waitUntilSettled } from './settled';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

test('scrolling the programme loads the next month; a session beyond the window cannot be booked yet', async ({
  page,
}) => {
  trackRequests(page);
  await openPass(page, 101);
  const frame = programme(page);
  const headings = frame.getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  await expect(headings.first()).toHaveText(/^[A-Z]/);
  await expectAccessible(page);
  // Months load as the member nears the end, not all six at once before any scrolling.
  await waitUntilSettled(page);
  await expect(frame.getByText('Fin de la programmation disponible.')).toHaveCount(0);
  const nextMonth = headings.filter({
    hasText: new RegExp(` ${await monthNameInBrowser(page, 1)} `),
  });

  // Keyboard-free scrolling to the end of the programme (its frame below desktop, the page on
  // desktop): the next month arrives near the bottom.
  await expect(async () => {
    await frame.evaluate((element) => {
      element.scrollTo(0, element.scrollHeight);
      element.lastElementChild?.scrollIntoView({ block: 'end' });
    });
    await expect(nextMonth.first()).toBeAttached({ timeout: 1000 });
  }).toPass();

  await slot(page, 'Étirements', 20).scrollIntoViewIfNeeded();
  await slot(page, 'Étirements', 20).click();
  await expect(
    sessionDialog(page, 'Étirements').getByText(
      /^Vous pourrez réserver cette séance à partir du \d{2}\/\d{2}\/\d{4} à 13:00$/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
});
