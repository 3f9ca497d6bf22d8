// The prerendered pages (scripts/prerender-pages.mjs: the landing and the map) read whole from
// their HTML. The app's modules wait in an inert template, so that on a slow network they never
// compete with the stylesheets and the text a visitor came for. The map needs the app at once
// and loads it after the first paint. The landing works without it (its links are real links):
// it loads the app when the visitor reaches for the page (a pointer, a key, a focus) or once the
// page has been idle well after it became interactive (docs/adr/0013-static-first-paint.md).
(() => {
  const template = document.getElementById('app-modules');
  if (!(template instanceof HTMLTemplateElement)) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const node of template.content.querySelectorAll('link, script')) {
      const copy = document.createElement(node.tagName);
      for (const { name, value } of node.attributes) copy.setAttribute(name, value);
      document.head.append(copy);
    }
  };
  if (template.dataset.start !== 'when-needed') {
    requestAnimationFrame(() => setTimeout(load, 0));
    return;
  }
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
    addEventListener(type, load, { capture: true, once: true, passive: true });
  const whenIdle = (run) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0);
  // Idle time well after load: past the five quiet seconds that make a page interactive.
  const afterLoad = () => setTimeout(() => whenIdle(load), 5000);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
})();
