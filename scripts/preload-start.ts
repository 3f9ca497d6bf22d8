import type { Plugin } from 'vite';

/**
 * React DOM's client is imported by src/main.tsx in a task of its own (docs/adr/0025), so Vite
 * lets the browser find it only once the entry has run: on a low-tier phone that started its
 * download a second after the entry's (issue 37). A modulepreload fetches and compiles it beside
 * the entry without running it, so the entry still evaluates it in its own task.
 */
export function preloadReactDomClient(): Plugin {
  return {
    name: 'preload-react-dom-client',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.values(bundle ?? {})
          .filter(
            (output) =>
              output.type === 'chunk' &&
              /node_modules\/react-dom\/client\.js$/.test(output.facadeModuleId ?? ''),
          )
          .map((output) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${output.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
