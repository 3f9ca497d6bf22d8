// The prerendered pages (scripts/prerender-pages.mjs: the landing and the map) read whole from
// their HTML. The app's modules wait in an inert template and are requested after the first
// paint, so that on a slow network they never compete with the stylesheets and the text a visitor
// came for.
(() => {
  const template = document.getElementById('app-modules');
  if (!(template instanceof HTMLTemplateElement)) return;
  const load = () => {
    for (const node of template.content.querySelectorAll('link, script')) {
      const copy = document.createElement(node.tagName);
      for (const { name, value } of node.attributes) copy.setAttribute(name, value);
      document.head.append(copy);
    }
  };
  requestAnimationFrame(() => setTimeout(load, 0));
})();
