import { seededRandom } from '../../../db/prng';

/**
 * The attestation's verification code as the backend makes it (designed, docs/api.md
 * 'Attestation verification'): 12 symbols of Crockford's base 32 (60 bits, no I, L, O or U),
 * printed in groups of four. The mock's own copy of the rule: the backend does not share code
 * with the portal.
 */
const verificationAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const verificationCodeLength = 12;

/** Any case, spaces and dashes ignored, O read as 0, I and L as 1 (Crockford's reading). */
function normaliseVerificationCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== verificationCodeLength) return undefined;
  return [...code].every((symbol) => verificationAlphabet.includes(symbol)) ? code : undefined;
}

/** 'K3FQ9ZXD2M7P' -> 'K3FQ-9ZXD-2M7P', as printed and answered. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/**
 * The mocked backend's secret key for attestation codes: 32 bytes drawn from a fixed seed, so
 * that a printed code stays valid across reloads and between the browser and the tests, yet is
 * nowhere derivable from an id (a real backend keeps such a key out of its code).
 */
const secretKey = (() => {
  const random = seededRandom(0x5eeda77e);
  return Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256));
})();

let hmacKey: Promise<CryptoKey> | undefined;
const keyOf = () =>
  (hmacKey ??= crypto.subtle.importKey('raw', secretKey, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]));

/** 60 bits of HMAC-SHA-256('attestation:<id>') in base 32: the code printed on the attestation. */
export async function verificationCodeOf(attestationId: number): Promise<string> {
  const mac = new Uint8Array(
    await crypto.subtle.sign(
      'HMAC',
      await keyOf(),
      new TextEncoder().encode(`attestation:${attestationId}`),
    ),
  );
  let code = '';
  for (let index = 0; index < verificationCodeLength; index += 1) {
    // Symbol i takes bits 5i to 5i+4 of the MAC.
    const bit = index * 5;
    const pair = ((mac[bit >> 3] ?? 0) << 8) | (mac[(bit >> 3) + 1] ?? 0);
    code += verificationAlphabet[(pair >> (11 - (bit & 7))) & 31];
  }
  return code;
}

/**
 * Whether what a visitor sent is the code of that attestation. Compared without an early exit,
 * so the answer's timing tells nothing about how many symbols were right.
 */
export async function isVerificationCode(attestationId: number, input: string): Promise<boolean> {
  const given = normaliseVerificationCode(input);
  const expected = await verificationCodeOf(attestationId);
  if (!given) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
  }
  return difference === 0;
}
