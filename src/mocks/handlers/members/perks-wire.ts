/**
 * The premium perks' wire format as the backend reads and writes it (docs/spec/administration.md
 * 7.7: action ask, crypt, controlCode, iv, unicity; 'the encrypted reply is split on a separator';
 * the fields' meaning is designed, docs/api.md). The mock's own copy: the backend shares no code
 * with the portal.
 */
export const perksReplySeparator = '|';

export function base64UrlEncode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
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

/** FNV-1a (32 bits, hex) of crypt and iv: a damaged request is refused (not a secret). */
export function controlCodeOf(crypt: string, iv: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${crypt}.${iv}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
