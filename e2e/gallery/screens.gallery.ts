import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signIn } from '../fixtures';
import { resize, themes, type Theme } from '../layout-check';
import { trackRequests, waitUntilSettled } from '../settled';
import { authFile } from '../signed-in';
import { screens, type Screen } from './screens';

/**
 * `npm run gallery` (issue 34): a picture of every screen of `screens.ts` at five widths in both
 * themes, and an HTML page that lays them side by side, so that the design is reviewed by
 * looking. Written to gallery/ (not versioned); the README says how to open it.
 */
const widths = [320, 390, 768, 1280, 1920] as const;
const outDir = path.join(import.meta.dirname, '..', '..', 'gallery');

/** Accounts signed in by the set-up project reuse its state; the others sign in here. */
const storedAccounts = ['famille.martin@exemple.fr', 'admin.club@exemple.fr'];

async function openScreen(browser: Browser, screen: Screen, theme: Theme): Promise<Page> {
  const stored = screen.who && storedAccounts.includes(screen.who.email);
  const context = await browser.newContext({
    ...(stored && screen.who ? { storageState: authFile(screen.who) } : {}),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  await page.addInitScript(
    ({ dark, pass }) => {
      if (!window.location.protocol.startsWith('http')) return;
      window.localStorage.setItem('darkMode', JSON.stringify(dark));
      if (pass) {
        window.localStorage.setItem('termsUseAccepted', 'true');
        window.localStorage.setItem('termsUseVersion', '"2021-04"');
      }
    },
    { dark: theme === 'dark', pass: screen.pass ?? false },
  );
  trackRequests(page);
  if (screen.who && !stored) await signIn(page, screen.who, screen.address);
  else await page.goto(screen.address);
  await screen.ready(page).waitFor();
  await waitUntilSettled(page);
  return page;
}

/** The screen's dialog, opened, when it has one. */
async function openDialogOf(page: Page, screen: Screen): Promise<Locator | undefined> {
  if (!screen.open) return undefined;
  const dialog = await screen.open(page);
  await dialog.waitFor();
  return dialog;
}

test.afterAll(() => writeIndex());

function writeIndex(): void {
  mkdirSync(outDir, { recursive: true });
  const sections = screens
    .map((screen) => {
      const rows = themes
        .map((theme) => {
          const cells = widths
            .map((width) => {
              // From the disk: a screen that failed leaves the others' pictures in the page.
              const file = `${screen.name}-${theme}-${width}.png`;
              return existsSync(path.join(outDir, file))
                ? `<figure><a href="${file}"><img src="${file}" alt="" loading="lazy"></a><figcaption>${width} px</figcaption></figure>`
                : `<figure><figcaption>${width} px : pas de capture</figcaption></figure>`;
            })
            .join('');
          return `<h3>${theme === 'dark' ? 'Thème sombre' : 'Thème clair'}</h3><div class="row">${cells}</div>`;
        })
        .join('');
      return `<section id="${screen.name}"><h2>${screen.name}</h2><p>${screen.address}</p>${rows}</section>`;
    })
    .join('\n');
  const toc = screens
    .map((screen) => `<li><a href="#${screen.name}">${screen.name}</a></li>`)
    .join('');
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Galerie des écrans</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0}img{max-height:480px;border:1px solid #ccc}figcaption{font-size:.8rem}</style>
<h1>Galerie des écrans</h1><p>${new Date().toLocaleString('fr-FR')}</p><ul>${toc}</ul>
${sections}</html>`,
  );
}

for (const screen of screens) {
  test(screen.name, async ({ browser }) => {
    test.setTimeout(180_000);
    const taken: string[] = [];
    for (const theme of themes) {
      const page = await openScreen(browser, screen, theme);
      const dialog = await openDialogOf(page, screen);
      for (const width of widths) {
        await resize(page, width);
        await waitUntilSettled(page);
        const file = `${screen.name}-${theme}-${width}.png`;
        // A dialog is shot as the screen shows it; a page whole, as far as it scrolls.
        await page.screenshot({ path: path.join(outDir, file), fullPage: dialog === undefined });
        taken.push(file);
      }
      await page.context().close();
    }
    expect(taken).toHaveLength(widths.length * themes.length);
  });
}
