/**
 * Where a payment or provider redirect may send the browser: the portal's own origin and the
 * payment provider's checkout origin from config.json, nothing else. A backend answer is data,
 * not an instruction: a garbled or hostile payment link must not carry a member to a look-alike
 * page or run 'javascript:'. Origins are compared after the browser's own URL parsing, so
 * backslashes, case, default ports and '//host' forms cannot disguise another host.
 */
export function isAllowedRedirect(
  link: string,
  allowedOrigins: readonly string[],
  pageOrigin: string,
): boolean {
  // Browsers silently drop tabs and newlines inside URLs and read '\' as '/': refuse them
  // outright rather than trust that every parser agrees.
  if (link === '') return false; // 'this page' is no destination
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\\s]/.test(link)) return false;
  const target = parseUrl(link, pageOrigin);
  if (!target) return false;
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (target.username || target.password) return false;
  return allowedOrigins.some((origin) => parseUrl(origin)?.origin === target.origin);
}

/** The portal's own origin and the origin of the configured checkout, when there is one. */
export function redirectAllowlist(
  config: { paymentCheckoutUrl?: string },
  pageOrigin: string,
): string[] {
  const checkout = config.paymentCheckoutUrl
    ? parseUrl(config.paymentCheckoutUrl, pageOrigin)?.origin
    : undefined;
  return [pageOrigin, ...(checkout ? [checkout] : [])];
}

function parseUrl(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}
