/**
 * The attestation's verification code (designed, docs/api.md 'Attestation verification'): 12
 * symbols of Crockford's base 32 (60 bits, no I, L, O or U), printed in groups of four. The
 * backend derives it with a key of its own, so it cannot be computed from the ids; these rules
 * only read and write it, on both sides of the wire.
 */
export const verificationAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const verificationCodeLength = 12;

/**
 * What a person types, read leniently as Crockford's base 32 is meant to be: any case, spaces
 * and dashes ignored, O read as 0, I and L as 1. Undefined when it cannot be a code.
 */
export function normaliseVerificationCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== verificationCodeLength) return undefined;
  return [...code].every((symbol) => verificationAlphabet.includes(symbol)) ? code : undefined;
}

/** 'K3FQ9ZXD2M7P' -> 'K3FQ-9ZXD-2M7P': easier to read out and to copy. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
