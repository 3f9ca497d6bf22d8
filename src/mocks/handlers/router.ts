import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { fromProductKeys, toProductKeys } from '@/shared/api/product-keys';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { takeMockRule } from '../control/mock-control';
import type { MockApi, MockRule } from '../control/mock-rule';
import { breakListItem, projectOnShape, specShapes } from '../control/spec-fields';
import { checkRequest, requestAsServed, throughContract } from '../contract/contract-gate';
import { getMockDb } from '../db/mock-db';
import type { AccountRow, MockDb } from '../db/types';
import { accountOfRequest } from './bearer';
import { errorMessages, errorResponse } from './respond';

export type RouteContext = {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: MockDb;
};
export type SignedInContext = RouteContext & { account: AccountRow };
export type OptionalAuthContext = RouteContext & { account: AccountRow | undefined };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Resolver<C> = (context: C) => Response | Promise<Response>;

const httpMethods = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
};

/** A body that no schema of the app accepts (they all expect an object or an array). */
const malformedBody = 'réponse volontairement non conforme';

/** Same rule as the app's interceptor: 'public' as a path segment after the base, never a substring. */
export function isPublicPath(path: string): boolean {
  return path
    .split('/')
    .filter(Boolean)
    .some((segment) => segment.toLowerCase() === 'public');
}

/**
 * Every handler of one backend goes through here, in this order: the request's check against
 * docs/openapi (what the portal sent is wrong whatever the server does next), injected delay and
 * failure (a broken server fails before it checks anything), the bearer, the injected malformed
 * body, then the resolver, whose answer a rule may reshape (spec fields only, one broken item),
 * all inside the contract gate (spec-only mode, the answer's check: src/mocks/contract).
 */
export function createRouter(api: MockApi, base: string) {
  const basePath = new URL(base).pathname.replace(/\/$/, '');

  /**
   * auth 'required': 401 without a known bearer; 'none': a 'public' path, no bearer read;
   * 'optional': a non-public path that reads the bearer when there is one (a visitor may call
   * it, a signed-in member sends the bearer anyway); 'third-party': another service than ours.
   */
  function register<C>(
    method: Method,
    path: string,
    auth: 'required' | 'none' | 'optional' | 'third-party',
    resolver: Resolver<C>,
  ): HttpHandler {
    const isPublic = auth === 'none';
    if (auth !== 'third-party' && isPublicPath(path) !== isPublic) {
      throw new Error(
        `Mock route ${method} ${path}: register it with ${isPublic ? 'signedIn' : 'anonymous'}`,
      );
    }
    return httpMethods[method](`${base}${path}`, async ({ request, params }) => {
      const url = new URL(request.url);
      const pathAfterBase = url.pathname.slice(basePath.length) || '/';
      await checkRequest({ api, method, path: pathAfterBase }, request);
      const rule = takeMockRule({ api, method, path: pathAfterBase });
      if (rule?.delayMs) await delay(rule.delayMs);
      if (rule?.networkError) return HttpResponse.error();
      if (rule?.status !== undefined) {
        if (rule.empty) return new HttpResponse(null, { status: rule.status });
        return HttpResponse.json((rule.body ?? { message: errorMessages.injected }) as never, {
          status: rule.status,
        });
      }
      const db = getMockDb();
      // In spec-only mode, what the portal sends of our own design goes unheard.
      const served = await requestAsServed({ api, method, path: pathAfterBase }, request);
      const context: RouteContext = {
        request: served,
        url: new URL(served.url),
        params: stringParams(params),
        db,
      };
      let account: AccountRow | undefined;
      if (auth === 'required' || auth === 'optional') {
        account = accountOfRequest(request, db);
        if (!account && auth === 'required') {
          return errorResponse(401, errorMessages.unauthenticated);
        }
      }
      if (rule?.malformed) return HttpResponse.json(malformedBody);
      const answer = await throughContract(
        { api, method, path: pathAfterBase },
        async () => {
          const response = await resolver({ ...context, account } as C);
          return rule ? reshaped(response, rule) : response;
        },
        { reshapedByRule: rule?.specFieldsOnly !== undefined || rule?.malformedItem !== undefined },
      );
      // Done and stored, but the member's browser never hears of it.
      return rule?.answerLost ? HttpResponse.error() : answer;
    });
  }

  return {
    /** Needs a bearer of a known account. */
    signedIn: (method: Method, path: string, resolver: Resolver<SignedInContext>) =>
      register(method, path, 'required', resolver),
    /** Paths with a 'public' segment: no bearer needed. */
    anonymous: (method: Method, path: string, resolver: Resolver<RouteContext>) =>
      register(method, path, 'none', resolver),
    /** Non-public paths a visitor may call too (check-email, register-event). */
    optionalAuth: (method: Method, path: string, resolver: Resolver<OptionalAuthContext>) =>
      register(method, path, 'optional', resolver),
    /** Services that are not ours (geocoder, payment provider): no bearer, no 'public' rule. */
    thirdParty: (method: Method, path: string, resolver: Resolver<RouteContext>) =>
      register(method, path, 'third-party', resolver),
  };
}

/** One backend's router, as every handler file of the domain takes it. */
export type MockRouter = ReturnType<typeof createRouter>;

/**
 * A whole answer, reshaped as a rule asks: only the spec's fields, or one broken list item.
 * The answer is read in the app's names, so that the spec's lists say `club…`.
 */
async function reshaped(response: Response, rule: MockRule): Promise<Response> {
  const { specFieldsOnly, malformedItem } = rule;
  if ((specFieldsOnly === undefined && malformedItem === undefined) || !response.ok) {
    return response;
  }
  const slug = getRuntimeConfig().productSlug;
  let body = fromProductKeys(await response.json(), slug);
  if (specFieldsOnly !== undefined) body = projectOnShape(body, specShapes[specFieldsOnly]);
  if (malformedItem !== undefined) body = breakListItem(body, malformedItem);
  return HttpResponse.json(toProductKeys(body, slug) as JsonBodyType, { status: response.status });
}

function stringParams(
  params: Record<string, string | readonly string[] | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join('/') : String(value ?? ''),
    ]),
  );
}

export function numberParam(params: Record<string, string>, name: string): number {
  const value = params[name] ?? '';
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
