import { describe, expect, it } from 'vitest';
import { isAllowedRedirect, redirectAllowlist } from '@/shared/lib/redirect-allowlist';

const portal = 'https://portail.amsf.fr';
const checkout = 'https://paiement.prestataire.fr';
const allowed = redirectAllowlist({ paymentCheckoutUrl: `${checkout}/checkout` }, portal);

describe('the payment redirect allowlist', () => {
  it('holds the portal and the configured checkout origin, or the portal alone', () => {
    expect(allowed).toEqual([portal, checkout]);
    expect(redirectAllowlist({}, portal)).toEqual([portal]);
    expect(redirectAllowlist({ paymentCheckoutUrl: '/mock-checkout' }, portal)).toEqual([
      portal,
      portal,
    ]);
  });

  it.each([
    `${checkout}/checkout/123?session=abc`,
    `${checkout}:443/checkout/123`,
    'HTTPS://PAIEMENT.PRESTATAIRE.FR/checkout/1',
    `${portal}/payments/success`,
    '/payments/success?orderId=3',
    'payments/failure',
    '?orderId=3',
  ])('follows %s', (link) => {
    expect(isAllowedRedirect(link, allowed, portal)).toBe(true);
  });

  // Bypass vectors: none may be accepted.
  it.each([
    ['userinfo before a foreign host', `https://paiement.prestataire.fr@evil.example/checkout`],
    ['userinfo with a password', `https://paiement.prestataire.fr:pw@evil.example/`],
    ['userinfo before an allowed host', `https://evil@paiement.prestataire.fr/checkout`],
    ['protocol-relative foreign host', '//evil.example/checkout'],
    ['protocol-relative with three slashes', '///evil.example/checkout'],
    ['backslashes for slashes', '\\\\evil.example/checkout'],
    ['slash then backslash', '/\\evil.example/checkout'],
    ['backslash inside the scheme part', 'https:\\\\evil.example'],
    ['javascript: scheme', 'javascript:alert(document.cookie)'],
    ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: split by a tab', 'java\tscript:alert(1)'],
    ['javascript: split by a newline', 'java\nscript:alert(1)'],
    ['javascript: behind leading spaces', '  javascript:alert(1)'],
    ['data: document', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript: scheme', 'vbscript:msgbox(1)'],
    ['file: scheme', 'file:///etc/passwd'],
    ['look-alike suffix host', 'https://paiement.prestataire.fr.evil.example/checkout'],
    ['look-alike prefix host', 'https://evilpaiement.prestataire.fr/checkout'],
    ['sibling sub-domain', 'https://www.paiement.prestataire.fr/checkout'],
    ['parent domain', 'https://prestataire.fr/checkout'],
    ['look-alike with a hyphen', 'https://paiement-prestataire.fr/checkout'],
    ['Cyrillic look-alike host', 'https://pаiement.prestataire.fr/checkout'],
    ['other port on the provider', `${checkout}:8443/checkout`],
    ['other port on the portal', `${portal}:8080/payments/success`],
    ['plain http to the provider', 'http://paiement.prestataire.fr/checkout'],
    ['encoded dot in the host', 'https://paiement%2Eprestataire.fr.evil.example/'],
    ['IP address', 'https://203.0.113.7/checkout'],
    ['foreign host in the path only', 'https://evil.example/paiement.prestataire.fr'],
    ['empty link', ''],
  ])('refuses %s', (_vector, link) => {
    expect(isAllowedRedirect(link, allowed, portal)).toBe(false);
  });
});
