import type { FirstMapView } from '@/features/enrolment';
import type { ConfigLoadResult, RuntimeConfig } from '@/shared/config/runtime-config';
import { readStoredAccount } from '@/shared/session/stored-account';
import { applyHeldStyles } from '@/shared/ui/held-style';
import { keepFirstPaintAnswers } from './first-paint-answers';
import type { PageContent } from './page-content';

export type PageContentDeps = {
  loadConfig: () => Promise<ConfigLoadResult>;
  /** The page drawn by the worker (page-content.worker.ts), or null where the app must draw it. */
  askWorker: (
    pathname: string,
    config: RuntimeConfig,
    mapBox: FirstMapView['box'] | undefined,
  ) => Promise<PageContent | null>;
  /** Loads the app now rather than when the visitor reaches for the page. */
  startApp: () => void;
};

/** The map's box, as Leaflet measures it, where the page has one; a hidden box has none. */
function mapBoxOf(page: Element): FirstMapView['box'] | undefined {
  const box = page.querySelector('.map-view__map');
  if (!box || box.clientWidth === 0 || box.clientHeight === 0) return undefined;
  return { width: box.clientWidth, height: box.clientHeight };
}

/**
 * Shows the page a worker drew with its answers in place of the prerendered loading page, while
 * the main thread stays free; the app, which loads when the visitor reaches for the page, draws
 * it again from the same answers (docs/adr/0030-public-pages-drawn-in-a-worker.md). The app is
 * wanted at once where the worker cannot draw what the app would: a browser that signed in here
 * (its header, the member's choices), the demo's mocked backend (it answers the page, not a
 * worker), an answer that failed (the app says why).
 */
export async function showPageContent(
  root: HTMLElement | null,
  pathname: string,
  { loadConfig, askWorker, startApp }: PageContentDeps,
): Promise<void> {
  const loadingPage = root?.firstElementChild;
  if (!root || !loadingPage || readStoredAccount() !== undefined) return startApp();
  const loaded = await loadConfig();
  if (!loaded.ok || loaded.config.mockApi) return startApp();
  // The sanitiser (DOMPurify) loads beside the worker's work, for the server HTML it holds.
  const [content, { heldServerHtmlAttribute, sanitizeServerHtml }] = await Promise.all([
    askWorker(pathname, loaded.config, mapBoxOf(root)),
    import('@/shared/ui/sanitize-html'),
  ]);
  if (!content) return startApp();
  const answers = { answers: content.answers, dropped: content.dropped, mapView: content.mapView };
  // The app has taken the page (the visitor reached for it first): it draws its own.
  if (root.firstElementChild !== loadingPage || !keepFirstPaintAnswers(answers)) return;
  const page = document.createElement('template');
  page.innerHTML = content.markup;
  for (const held of page.content.querySelectorAll(`[${heldServerHtmlAttribute}]`)) {
    const html = content.heldHtml[Number(held.getAttribute(heldServerHtmlAttribute))] ?? '';
    held.innerHTML = sanitizeServerHtml(html);
    held.removeAttribute(heldServerHtmlAttribute);
  }
  applyHeldStyles(page.content);
  root.replaceChildren(page.content);
  document.title = content.title;
}
