/* global window */ // page.evaluate and waitForFunction run in the browser
// What the signed-in user flow does in the production flavour, as Claire Martin of the seeded
// family (profile 101, src/mocks/data/demo-accounts.json) would: each step is a Lighthouse
// navigation (a full load of a French route of src/features/*/routes) or a timespan around real
// clicks and key presses (Puppeteer's input goes through Chrome as a member's does, so the
// timespan's INP counts them). Selectors are the accessible names the journeys use (e2e/).
import accounts from '../../src/mocks/data/demo-accounts.json' with { type: 'json' };

/** Whom the signed-in benches sign in as. */
export const benchMember = accounts.find(
  (account) => account.email === 'famille.martin@exemple.fr',
);

const aria = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;
const inOpenDialog = (selector) => `dialog[open] ${selector}`;

async function click(page, selector) {
  await page.locator(selector).click();
}

async function visible(page, selector) {
  return page.waitForSelector(selector, { visible: true, timeout: 60_000 });
}

/**
 * Ticks a checkbox or a radio button from the keyboard: the bottom sheet's footer
 * can cover it, where a click would land on the footer instead.
 */
async function tick(page, selectorOrHandle) {
  const found =
    typeof selectorOrHandle === 'string' ? await visible(page, selectorOrHandle) : selectorOrHandle;
  const box = await found.evaluateHandle(
    (element) =>
      (element.matches('input') ? element : element.closest('label')?.control) ?? element,
  );
  await box.focus();
  await page.keyboard.press('Space');
  await page.waitForFunction((element) => element.checked, { timeout: 60_000 }, box);
}

/**
 * Signs in through the identity server's login page (not measured): e2e/fixtures.ts signIn. It
 * then waits for the portal's service worker to be active, as a returning member's browser has
 * it: until then the worker's first install (the portal's files fetched and cached) shares the
 * CPU with the first measured page and slows it, as each step's benchmarkIndex showed.
 */
export async function signIn(page, origin, who) {
  await page.goto(`${origin}/profile`);
  await visible(page, '#email');
  await page.type('#email', who.email);
  await page.type('#password', who.password);
  await Promise.all([page.waitForNavigation(), click(page, 'button[type="submit"]')]);
  await page.waitForFunction(
    (portal) => window.location.origin === portal && window.localStorage.getItem('account'),
    { timeout: 60_000, polling: 100 },
    origin,
  );
  // PASS terms already accepted: the first launch has its own journey (e2e/pass-journey.ts).
  await page.evaluate(() => {
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
  });
  // The production flavour registers it once the page is idle (src/app/pwa/).
  await page.waitForFunction(() => window.navigator.serviceWorker.ready.then(() => true), {
    timeout: 60_000,
  });
}

// FullCalendar 7 draws its toolbar's title as a div with role heading (no h2, no fc- class).
const calendarTitle = '.reservations-calendar [role="heading"]';

/**
 * Moves the calendar on one period and waits for its title to name the new one: the page keeps
 * a live connection open, so its network never goes idle.
 */
async function nextPeriod(page) {
  const before = await page.$eval(calendarTitle, (title) => title.textContent);
  await click(page, aria('button', 'Période suivante'));
  await page.waitForFunction(
    (selector, shown) => window.document.querySelector(selector)?.textContent !== shown,
    { timeout: 60_000 },
    calendarTitle,
    before,
  );
}

/** The reservations calendar of Mes inscriptions: open it, then the next two periods. */
async function calendar(page) {
  await click(page, aria('button', 'Afficher le calendrier des séances'));
  // A phone's calendar opens on the day view (the bench emulates a phone): the next two days.
  await visible(page, calendarTitle);
  await nextPeriod(page);
  await nextPeriod(page);
}

/** The PASS programme: scroll until the next month arrives, open a session, close it. */
async function programme(page) {
  const region = await visible(page, aria('region', 'Séances programmées'));
  const months = await region.$$eval('h2', (headings) => headings.length);
  await page.waitForFunction(
    (element, before) => {
      element.scrollTo(0, element.scrollHeight);
      element.lastElementChild?.scrollIntoView({ block: 'end' });
      return element.querySelectorAll('h2').length > before;
    },
    { polling: 250, timeout: 60_000 },
    region,
    months,
  );
  const slot = await region.$('button');
  await slot.scrollIntoView();
  await slot.click();
  await visible(page, 'dialog[open]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open]', { hidden: true });
}

/** A group's conversation: open it, then type a message (not sent: the seed stays the same). */
async function conversation(page) {
  const title = 'Judo : covoiturage du tournoi de Villeurbanne';
  await click(page, aria('button', 'Mes groupes'));
  await click(page, `::-p-aria([role="button"]) ::-p-text(${title})`);
  await visible(page, aria('log', 'Messages'));
  await click(page, aria('textbox', 'Votre message'));
  await page.keyboard.type('Je peux conduire dimanche, départ à 8 h 15.', { delay: 40 });
}

/** The enrolment wizard of Yoga – Adultes, from 'Inscription' to its payment step. */
async function wizard(page) {
  await click(page, aria('button', 'Inscription – Adultes'));
  await click(page, `${aria('dialog', "Qui s'inscrit ?")} ::-p-text(Claire)`);
  const next = async (heading) => {
    await click(page, inOpenDialog(aria('button', 'Suivant')));
    await visible(page, inOpenDialog(aria('heading', heading)));
  };
  await visible(page, inOpenDialog(aria('heading', 'Mes informations')));
  await next('Choix de la catégorie');
  await next('Choix de la licence');
  await next('Règlement du club');
  await tick(page, inOpenDialog(aria('checkbox', "J'atteste que j'accepte le règlement du club.")));
  await next('Questionnaire médical');
  // Production leaves every answer empty (use-health-answers.ts): NON to each, then attest.
  await visible(page, inOpenDialog('input[type="radio"][value="no"]'));
  for (const answer of await page.$$(inOpenDialog('input[type="radio"][value="no"]')))
    await tick(page, answer);
  await tick(page, inOpenDialog('#questionnaire-attestation'));
  await next('Choix du mode de paiement');
}

/** The flow's steps in order: a navigation's `path`, or a timespan's `act`. */
export const flowSteps = [
  { name: 'Accueil', path: '/profile/101/home' },
  { name: 'Mes inscriptions', path: '/profile/101/mes_inscriptions' },
  { name: 'Calendrier des réservations', act: calendar },
  { name: 'Programme PASS', path: '/profile/101/pass/home/seances' },
  { name: 'Programme : mois suivant, une séance', act: programme },
  { name: 'Mes conversations', path: '/profile/101/chat/my_conversations' },
  { name: 'Conversation : ouvrir, écrire', act: conversation },
  { name: 'Activité Yoga (AMSF Lyon)', path: '/profile/101/inscription/carte/1/102' },
  { name: "Assistant d'inscription jusqu'au paiement", act: wizard },
];

/**
 * The steps of `BENCH_FLOW_STEPS`, a range of the indexes the flow's table prints ('1-2': Mes
 * inscriptions and its calendar), or every step. A timespan acts on the page the navigation
 * before it opened, so a range starts with a navigation.
 */
export function stepsInRange(range) {
  if (!range) return flowSteps;
  const [first, last = first] = range.split('-').map(Number);
  const steps = flowSteps.slice(first, last + 1);
  if (!Number.isInteger(first) || !Number.isInteger(last) || !steps[0]?.path)
    throw new Error(
      `BENCH_FLOW_STEPS=${range}: a range of the steps 0 to ${flowSteps.length - 1} that starts with a navigation`,
    );
  return steps;
}
