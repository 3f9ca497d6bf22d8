import {
  checkoutAnswerSchema,
  checkoutRedirectSchema,
  providerBasePath,
  type CheckoutAnswer,
} from './checkout-contract';

/** The simulated provider's address, beside the portal (see providerHandlers). */
const providerBase = () => `${window.location.origin}${providerBasePath}/checkouts`;

export class CheckoutError extends Error {}

async function readJson(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : 'Le service de paiement ne répond pas.';
    throw new CheckoutError(message);
  }
  return body;
}

export async function fetchCheckout(id: string): Promise<CheckoutAnswer> {
  const body = await readJson(await fetch(`${providerBase()}/${encodeURIComponent(id)}`));
  const parsed = checkoutAnswerSchema.safeParse(body);
  if (!parsed.success) throw new CheckoutError('Réponse inattendue du service de paiement.');
  return parsed.data;
}

/** Pays or fails the checkout; answers where the provider sends the payer next. */
export async function settleCheckout(id: number, outcome: 'pay' | 'fail'): Promise<string> {
  const body = await readJson(
    await fetch(`${providerBase()}/${id}/${outcome}`, { method: 'POST' }),
  );
  const parsed = checkoutRedirectSchema.safeParse(body);
  if (!parsed.success) throw new CheckoutError('Réponse inattendue du service de paiement.');
  return parsed.data.redirectUrl;
}
