// First: no zod schema may be built before zod is told not to use eval (CSP).
import '@/shared/config/zod-without-eval';
// The HTTP layer loads with the worker rather than at its first request (load-http.ts): the
// worker asks the page's answers at once, and one file fewer waits for another.
import '@/shared/api/http';
import type { FirstMapView } from '@/features/enrolment';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { drawPageContent } from './page-content';

/** Draws a public page with its answers off the page's main thread (docs/adr/0030). */
type Asked = { pathname: string; config: RuntimeConfig; mapBox?: FirstMapView['box'] };

self.onmessage = async (event: MessageEvent<Asked>) => {
  const { pathname, config, mapBox } = event.data;
  const content = await drawPageContent(pathname, config, mapBox).catch(() => undefined);
  self.postMessage(content ?? null);
};
