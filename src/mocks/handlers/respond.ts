import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { fromProductKeys, toProductKeys } from '@/shared/api/product-keys';

export class MockContractError extends Error {
  constructor(schemaName: string, issues: readonly z.core.$ZodIssue[]) {
    super(
      `Mocked backend answer breaks the app's schema (${schemaName}): ` +
        issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; '),
    );
    this.name = 'MockContractError';
  }
}

export type Respond = <S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  init?: ResponseInit & { schemaName?: string },
) => Response;

/**
 * The single way a handler answers with data: the body (in the app's 'club…' model) is turned
 * into the wire format, read back exactly as the app reads it, and checked against the app's own
 * schema. A drift throws (MSW then answers 500 and logs it), so tests fail instead of lying.
 */
export function responder(productSlug: string): Respond {
  return (schema, body, init = {}) => {
    const { schemaName = 'answer', ...responseInit } = init;
    const wire = checkedWire(productSlug, schema, body, schemaName);
    return HttpResponse.json(wire as JsonBodyType, responseInit);
  };
}

let answersChecked = true;

/**
 * In the browser the portal reads every answer through these same schemas at its boundary, so
 * the demo skips the mock's own reading (a third of the map's first answer on a phone). Unit
 * tests and the bench's server keep it, and fail on a drift.
 */
export function leaveAnswerChecksToThePortal(): void {
  answersChecked = false;
}

/** The body in the wire format, once checked against the app's schema (throws on a drift). */
export function checkedWire<S extends z.ZodType>(
  productSlug: string,
  schema: S,
  body: z.input<S>,
  schemaName = 'answer',
): unknown {
  const wire = toProductKeys(body, productSlug);
  if (!answersChecked) return wire;
  const parsed = schema.safeParse(fromProductKeys(wire, productSlug));
  if (!parsed.success) {
    const error = new MockContractError(schemaName, parsed.error.issues);
    console.error(error.message);
    throw error;
  }
  return wire;
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
