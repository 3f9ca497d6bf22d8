/**
 * The wire format of the premium-perks link request and its reply (docs/spec/administration.md 7.7:
 * action ask, crypt, controlCode, iv, unicity; 'the encrypted reply is split on a separator'). The
 * fields' meaning is designed (docs/api.md); the mocked backend reads requests with these helpers.
 */
/** The premium-perks link request: action ask, crypt, controlCode, iv, unicity. */
export type PerksLinkRequest = {
  action: 'ask';
  /** base64url of the JSON {profileId, at}: what the partner needs to know the member. */
  crypt: string;
  /** 16 random bytes, hex: the partner's cipher input; also binds the control code. */
  iv: string;
  /** Integrity check of crypt and iv, so a truncated request is refused (not a secret). */
  controlCode: string;
  /** A one-time value the reply must carry back: an old or foreign reply is refused. */
  unicity: string;
};

/** The reply's separator: '<base64url of the partner address>|<unicity>'. */
export const perksReplySeparator = '|';

export function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

/**
 * A cheap, deterministic control code (FNV-1a 32 bits, hex) of crypt and iv: it detects a
 * damaged request; secrecy belongs to the partner's encryption, not to this code.
 */
export function controlCodeOf(crypt: string, iv: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${crypt}.${iv}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
