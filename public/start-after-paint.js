// The prerendered pages (scripts/prerender-pages.mjs: the landing, the map, a club's and an
// activity's page) read whole from their HTML. The app's modules wait in an inert template, so
// that on a slow network they never compete with the stylesheets and the text a visitor came
// for. The landing works without the app (its links are real links), and so do the map's, a
// club's and an activity's page once a worker has drawn them (docs/adr/0030): they load the app
// when the visitor reaches for the page (a pointer, a key, a focus), once the page has been idle
// well after it became interactive, or when the page's own script asks for it
// (docs/adr/0013-static-first-paint.md).
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
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
    addEventListener(type, load, { capture: true, once: true, passive: true });
  // A page's own first script may want the app at once (src/app/first-paint/start-page-content.ts).
  document.addEventListener('app-needed', load, { once: true });
  const whenIdle = (run) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0);
  // Idle time well after load: past the five quiet seconds that make a page interactive.
  const afterLoad = () => setTimeout(() => whenIdle(load), 5000);
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
})();
