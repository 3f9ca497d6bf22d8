import type { Plugin } from 'vite';

/**
 * The typeface's file is preloaded from index.html (src/shared/ui/font-face.css): a stylesheet's
 * font is only asked for once the page's styles are applied, too late for `font-display:
 * optional` on a first visit. Only the build emits hashed files to name; the dev server loads the
 * face from the stylesheet.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.keys(bundle ?? {})
          .filter((file) => file.endsWith('.woff2'))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
