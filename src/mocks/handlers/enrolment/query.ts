import { fromProductKeys } from '@/shared/api/product-keys';

/** A non-negative integer query parameter; NaN when absent or not a number. */
export function queryId(url: URL, ...names: string[]): number {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null && /^\d+$/.test(value)) return Number(value);
  }
  return Number.NaN;
}

/** An optional id ('memberId'): undefined when absent, empty or 0 (no member yet). */
export function optionalQueryId(url: URL, name: string): number | undefined {
  const id = queryId(url, name);
  return Number.isNaN(id) || id === 0 ? undefined : id;
}

export function queryAmount(url: URL, name: string): number {
  const value = url.searchParams.get(name);
  return value !== null && /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The JSON body in the app's names: the portal sends 'clubId', a real client of the API may
 * send '{product}Id'; both are accepted. undefined when the body is not JSON.
 */
export async function jsonBody(request: Request, productSlug: string): Promise<unknown> {
  try {
    return fromProductKeys(await request.json(), productSlug);
  } catch {
    return undefined;
  }
}
