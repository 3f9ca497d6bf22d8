import { describe, expect, it } from 'vitest';
import {
  formatVerificationCode,
  normaliseVerificationCode,
} from '@/features/members/api/verification-code';
import {
  verificationPath,
  verificationRequest,
} from '@/features/members/attestation-verification/rules/verification-address';
import { verificationFailure } from '@/features/members/attestation-verification/rules/verification-outcome';

describe('reading a typed verification code', () => {
  it.each([
    ['K3FQ-9ZXD-2M7P', 'K3FQ9ZXD2M7P'],
    ['k3fq 9zxd 2m7p', 'K3FQ9ZXD2M7P'],
    [' K3FQ9ZXD2M7P ', 'K3FQ9ZXD2M7P'],
    ['O0II-LL00-1111', '001111001111'],
    ['K3FQ-9ZXD-2M7', undefined],
    ['K3FQ-9ZXD-2M7PA', undefined],
    ['K3FQ-9ZXD-2M7U', undefined],
    ['K3FQ-9ZXD-2M7!', undefined],
    ['', undefined],
  ])('%j -> %j', (typed, expected) => {
    expect(normaliseVerificationCode(typed)).toBe(expected);
  });

  it('prints a code in groups of four', () => {
    expect(formatVerificationCode('K3FQ9ZXD2M7P')).toBe('K3FQ-9ZXD-2M7P');
  });
});

describe('the address of a verification', () => {
  it.each([
    [undefined, undefined, { kind: 'empty' }],
    ['7012', 'k3fq9zxd2m7p', { kind: 'lookup', attestationId: '7012', code: 'K3FQ-9ZXD-2M7P' }],
    ['7012', 'K3FQ-9ZXD-2M7P', { kind: 'lookup', attestationId: '7012', code: 'K3FQ-9ZXD-2M7P' }],
    ['7012', 'court', { kind: 'invalid' }],
    ['abc', 'K3FQ-9ZXD-2M7P', { kind: 'invalid' }],
    ['0', 'K3FQ-9ZXD-2M7P', { kind: 'invalid' }],
    ['7012', undefined, { kind: 'invalid' }],
  ])('%j and %j -> %j', (id, code, expected) => {
    expect(verificationRequest(id, code)).toEqual(expected);
  });

  it('is the public route with the printed code', () => {
    expect(verificationPath(7012, 'k3fq9zxd2m7p')).toBe(
      '/attestation/verifier/7012/K3FQ-9ZXD-2M7P',
    );
  });
});

describe('what a failed check means', () => {
  it.each([
    [{ kind: 'http', status: 404 }, 'not-found'],
    [{ kind: 'invalid-response', status: 200 }, 'invalid'],
    [{ kind: 'http', status: 500 }, 'failed'],
    [{ kind: 'network', status: null }, 'failed'],
  ] as const)('%j -> %s', (error, kind) => {
    expect(verificationFailure(error).kind).toBe(kind);
  });
});
