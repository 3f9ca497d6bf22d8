import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { toProductKeys } from '@/shared/api/product-keys';

export type Respond = <S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  init?: ResponseInit & { schemaName?: string },
) => Response;

/**
 * The single way a handler answers with data: the body (in the app's 'club…' model) is turned
 * into the wire format. The app's schema only types the body at compile time: the answer is
 * checked at run time against docs/openapi, by the router's contract gate (src/mocks/contract),
 * never against the client's own schemas (docs/adr/0015-openapi-contract.md).
 */
export function responder(productSlug: string): Respond {
  return (_schema, body, init = {}) => {
    const { schemaName: _name, ...responseInit } = init;
    return HttpResponse.json(wireBody(productSlug, _schema, body) as JsonBodyType, responseInit);
  };
}

/** The body in the wire format ('{product}…' names); `schema` types it, nothing more. */
export function wireBody<S extends z.ZodType>(
  productSlug: string,
  _schema: S,
  body: z.input<S>,
): unknown {
  return toProductKeys(body, productSlug);
}

/** An answer serialised beforehand (the large clubs list): no copy, no second check. */
export function jsonTextResponse(text: string): Response {
  return new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } });
}

/** Errors follow the API's convention: a JSON body whose `message` the portal shows as is. */
export function errorResponse(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

export const errorMessages = {
  unauthenticated: 'Authentification requise.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  profileNotFound: 'Profil introuvable.',
  clubNotFound: 'Club introuvable.',
  badPaging: 'Paramètres de pagination invalides.',
  injected: 'Erreur simulée par le serveur de démonstration.',
} as const;
