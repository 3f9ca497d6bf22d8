import { paths } from '@/shared/config/paths';
import { formatVerificationCode, normaliseVerificationCode } from '../../api/verification-code';

/** The public page that checks one attestation: what the PDF prints and the dialog shows. */
export function verificationPath(attestationId: number | string, code: string): string {
  const readable = normaliseVerificationCode(code);
  return `${paths.attestationCheck}/${attestationId}/${readable ? formatVerificationCode(readable) : encodeURIComponent(code)}`;
}

/** An attestation reference is a positive whole number, as printed (spaces tolerated). */
export function normaliseAttestationId(input: string): string | undefined {
  const digits = input.replace(/\s/g, '');
  return /^[1-9]\d{0,11}$/.test(digits) ? digits : undefined;
}

export type VerificationRequest =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'lookup'; attestationId: string; code: string };

/**
 * What the page does with the address's two segments: nothing to check yet, a pair that cannot
 * be a reference (shown as not found, without asking the server), or a lookup.
 */
export function verificationRequest(
  attestationId: string | undefined,
  code: string | undefined,
): VerificationRequest {
  if (attestationId === undefined && code === undefined) return { kind: 'empty' };
  const id = normaliseAttestationId(attestationId ?? '');
  const normalised = normaliseVerificationCode(code ?? '');
  if (!id || !normalised) return { kind: 'invalid' };
  return { kind: 'lookup', attestationId: id, code: formatVerificationCode(normalised) };
}
