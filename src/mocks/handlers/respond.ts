import { HttpResponse, type JsonBodyType } from 'msw';
import { toProductKeys } from '@/shared/api/product-keys';

export type Respond = (body: unknown, init?: ResponseInit) => Response;

/**
 * The single way a handler answers with data: the body, built by the mock's own views in the
 * 'club…' model, is turned into the wire format. It is checked at run time against docs/openapi
 * by the router's contract gate (src/mocks/contract), never against the client's schemas: the
 * mock imports nothing of the portal's features (docs/adr/0015-openapi-contract.md).
 */
export function responder(productSlug: string): Respond {
  return (body, init) => HttpResponse.json(wireBody(productSlug, body) as JsonBodyType, init);
}

/** The body in the wire format ('{product}…' names). */
export function wireBody(productSlug: string, body: unknown): unknown {
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
