import { describe, expect, it, vi } from 'vitest';
import { followPaymentLink } from '@/features/enrolment/payment/payment-link';

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
    expect(followPaymentLink(link, go)).toBe(outcome);
    expect(go).toHaveBeenCalledTimes(followed ? 1 : 0);
  });
});
