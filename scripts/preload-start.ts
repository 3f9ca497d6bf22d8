import type { Plugin } from 'vite';

/**
 * What index.html asks for beside the entry, which only the build can name (hashed files):
 * - the typeface (src/shared/ui/font-face.css): a stylesheet's font is only asked for once the
 *   page's styles are applied, too late for `font-display: optional` on a first visit; the dev
 *   server loads the face from the stylesheet;
 * - React DOM's client, which src/main.tsx imports in a task of its own (docs/adr/0025), so that
 *   the browser found it only once the entry had run: on a low-tier phone a second after the
 *   entry's download (issue 37). A modulepreload fetches and compiles it beside the entry without
 *   running it, so the entry still evaluates it in its own task.
 */
export function preloadStart(): Plugin {
  return {
    name: 'preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const outputs = Object.values(bundle ?? {});
        const fonts = outputs
          .filter((output) => output.fileName.endsWith('.woff2'))
          .map((output) => ({
            rel: 'preload',
            href: `/${output.fileName}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          }));
        const reactDom = outputs
          .filter(
            (output) =>
              output.type === 'chunk' &&
              /node_modules\/react-dom\/client\.js$/.test(output.facadeModuleId ?? ''),
          )
          .map((output) => ({
            rel: 'modulepreload',
            crossorigin: '',
            href: `/${output.fileName}`,
          }));
        return [...fonts, ...reactDom].map((attrs) => ({
          tag: 'link',
          attrs,
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
