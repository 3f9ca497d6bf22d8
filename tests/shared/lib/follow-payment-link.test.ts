import { describe, expect, it, vi } from 'vitest';
import { followPaymentLink } from '@/shared/lib/follow-payment-link';

/** The provider's checkout origin and the portal's own, in these tests and in the journeys. */
const allowed = ['https://checkout.example.fr', window.location.origin, 'http://localhost:4173'];

describe('followPaymentLink', () => {
  it.each([
    ['FULL', 'full', false],
    [null, 'missing', false],
    [undefined, 'missing', false],
    ['', 'missing', false],
    ['javascript:alert(1)', 'missing', false],
    ['data:text/html,<p>x</p>', 'missing', false],
    ['https://checkout.example.fr/pay/12', 'redirected', true],
    ['http://localhost:4173/mock-checkout/3', 'redirected', true],
    ['/mock-checkout/3', 'redirected', true],
  ] as const)('%s gives %s', (link, outcome, followed) => {
    const go = vi.fn();
    expect(followPaymentLink(link, go, allowed)).toBe(outcome);
    expect(go).toHaveBeenCalledTimes(followed ? 1 : 0);
  });

  it("by default follows the portal's own and the configured checkout origin only", () => {
    const go = vi.fn();
    expect(followPaymentLink(`${window.location.origin}/mock-checkout/3`, go)).toBe('redirected');
    expect(followPaymentLink('https://checkout.example.fr/pay/12', go)).toBe('missing');
    expect(go).toHaveBeenCalledTimes(1);
  });
});
