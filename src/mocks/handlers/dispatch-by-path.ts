import { getResponse, http, type HttpHandler } from 'msw';

type Route = { handler: HttpHandler; accepts: (request: Request, url: URL) => boolean };

/**
 * A handler's path as a loose pattern, compiled once: ':name' is any segment, '*' anything, a
 * trailing slash and letter case are free. It may accept more than msw would (msw then decides),
 * never less.
 */
function looseTest(path: unknown): (url: URL) => boolean {
  if (path instanceof RegExp) return (url) => path.test(url.href);
  if (typeof path !== 'string') return () => true;
  const pattern = path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
    .replace(/\*/g, '.*');
  const regexp = new RegExp(`^${pattern}/?$`, 'i');
  const absolute = /^https?:\/\//i.test(path);
  return (url) => regexp.test(absolute ? `${url.origin}${url.pathname}` : url.pathname);
}

function routeOf(handler: HttpHandler): Route {
  const { method, path } = handler.info;
  const test = looseTest(path);
  const acceptsMethod = (actual: string) =>
    method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual;
  return { handler, accepts: (request, url) => acceptsMethod(request.method) && test(url) };
}

/**
 * The mocked backend's routes behind one msw handler. msw 2 parses the address, the cookies and
 * the path pattern of every handler for every request its worker forwards (scripts, pictures and
 * tiles included), on the page's main thread: with 100-odd routes that was most of the demo's
 * blocking time. Here the patterns are compiled once and msw runs only the routes that may match.
 */
export function dispatchByPath(handlers: HttpHandler[]): HttpHandler[] {
  const routes = handlers.map(routeOf);
  const candidates = (request: Request) => {
    const url = new URL(request.url);
    return routes.filter((route) => route.accepts(request, url)).map((route) => route.handler);
  };
  return [
    http.all(
      ({ request }) => candidates(request).length > 0,
      ({ request }) => getResponse(candidates(request), request),
    ),
  ];
}
