import { expect, type Page, type Request } from '@playwright/test';

/**
 * One answer to 'has the page settled?' for every journey that depends on it (issue 33): the
 * page's requests answered, nothing loading on screen, fonts loaded and pictures decoded, no
 * finite animation running and every open dialog fully shown. Journeys say
 * `waitUntilSettled(page)` instead of each choosing its own conditions.
 */

/** Connections that stay open by design: the chat's socket and its SockJS fallbacks. */
const longLived = (request: Request) =>
  ['websocket', 'eventsource'].includes(request.resourceType()) ||
  /\/(xhr_streaming|xhr|eventsource|htmlfile)$/.test(new URL(request.url()).pathname);

const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * Keeps the page's unanswered requests from now on: called before the page navigates, by the
 * journeys that wait with waitUntilSettled (listening on every page of every journey slowed the
 * PASS journeys, which make hundreds of calls, by a third).
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!longLived(request)) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * No loading bar, no finite animation running, every open dialog fully shown (a dialog that
 * opened a moment ago may still fade in, or out while its data loads). Runs in the page.
 */
export function pageIsStill(): boolean {
  return (
    document.querySelector('[role="progressbar"][aria-label="Chargement en cours"]') === null &&
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ) &&
    [...document.querySelectorAll('dialog[open]')].every(
      (dialog) => getComputedStyle(dialog).opacity === '1',
    )
  );
}

/**
 * No spinner nor busy region, fonts loaded, and every picture loaded but those waiting lazily
 * for a scroll (below the fold, they cannot move the view). Runs in the page.
 */
function contentIsIn(): boolean {
  return (
    document.querySelector('.spinner, [aria-busy="true"]') === null &&
    document.fonts.status === 'loaded' &&
    [...document.images].every((image) => image.complete || image.loading === 'lazy')
  );
}

/** What the page still waits for: its unanswered requests, and what it shows as loading. */
async function stillLoading(page: Page): Promise<string[]> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('waitUntilSettled: call trackRequests(page) before it navigates');
  const requests = [...pending].map((request) => `${request.method()} ${request.url()}`);
  const [still, contentIn] = [await page.evaluate(pageIsStill), await page.evaluate(contentIsIn)];
  return [
    ...requests,
    ...(still ? [] : ['a loading bar, an animation or a fading dialog']),
    ...(contentIn ? [] : ['a spinner, a busy region, a font or a picture']),
  ];
}

/**
 * How long a page may take to settle. Longer than an assertion's 10 s: in the demo every request
 * of the page, map tiles included, first asks the page's main thread through the mock's service
 * worker (public/mockServiceWorker.js) whether it is mocked, so on a busy machine a page still
 * loading answers late. A fresh-clone run at load 11.8 left the public map's 12 tiles unanswered
 * after 10 s (layout-stability, desktop); a page that never settles still fails, with what it
 * waits for.
 */
const settleTimeoutMs = 30_000;

/** Waits until the page has settled (see above), then until its pictures are decoded. */
export async function waitUntilSettled(page: Page): Promise<void> {
  await expect
    .poll(() => stillLoading(page), { message: 'the page settles', timeout: settleTimeoutMs })
    .toEqual([]);
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.decode().catch(() => undefined)),
    ),
  );
}
