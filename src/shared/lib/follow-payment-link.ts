import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { isAllowedRedirect, redirectAllowlist } from '@/shared/lib/redirect-allowlist';

/** The answers a payment link can give (docs/spec/enrolment.md sections 4 and 8). */
export type PaymentLinkOutcome = 'redirected' | 'full' | 'missing';

/** The portal's own origin and the configured payment provider's checkout origin. */
function paymentOrigins(): string[] {
  return redirectAllowlist(getRuntimeConfig(), window.location.origin);
}

/**
 * 'FULL' means no places remain; anything else is followed only when it leads to an allowed
 * origin (never 'javascript:', 'data:' or a look-alike host from a broken or hostile backend).
 * Shared because enrolment's orders and the members' premium pack both hand over to the checkout.
 */
export function followPaymentLink(
  link: string | null | undefined,
  go: (url: string) => void = (url) => window.location.assign(url),
  allowedOrigins: readonly string[] = paymentOrigins(),
): PaymentLinkOutcome {
  if (link === 'FULL') return 'full';
  if (!link || !isAllowedRedirect(link, allowedOrigins, window.location.origin)) return 'missing';
  go(link);
  return 'redirected';
}
