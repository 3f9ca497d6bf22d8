import {
  base64UrlDecode,
  base64UrlEncode,
  controlCodeOf,
  perksReplySeparator,
  type PerksLinkRequest,
} from '../../api/perks-link';

/**
 * Auto-login to the premium partners (docs/spec/administration.md 5.8, 7.5, 7.7). The spec names
 * the calls and the perks request's fields; their meaning is designed here (docs/api.md, members'
 * premium section) and kept in pure functions.
 */
export type PartnerSite = 'club-premium' | 'digiclub';

export { perksReplySeparator } from '../../api/perks-link';

export function perksLinkRequest(
  profileId: number,
  now: Date,
  randomBytes: Uint8Array,
  unicity: string,
): PerksLinkRequest {
  const crypt = base64UrlEncode(JSON.stringify({ profileId, at: now.toISOString() }));
  const iv = Array.from(randomBytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { action: 'ask', crypt, iv, controlCode: controlCodeOf(crypt, iv), unicity };
}

/**
 * The perks reply split on its separator: the partner's address when the reply carries our
 * unicity back and decodes to an address; undefined otherwise.
 */
export function perksReplyUrl(reply: string, unicity: string): string | undefined {
  const parts = reply.trim().split(perksReplySeparator);
  if (parts.length !== 2 || parts[1] !== unicity) return undefined;
  return base64UrlDecode(parts[0] ?? '');
}

/**
 * A partner address is followed only over https to the partner's configured origin: the reply is
 * data, and an auto-login token must never be handed to another site.
 */
export function isPartnerAddress(link: string | undefined, partnerHome: string): link is string {
  if (!link) return false;
  try {
    const target = new URL(link);
    const home = new URL(partnerHome);
    return (
      target.protocol === 'https:' &&
      !target.username &&
      !target.password &&
      target.origin === home.origin
    );
  } catch {
    return false;
  }
}

/** Where each partner lives (config.json), the address its entry falls back to. */
export function partnerHome(
  site: PartnerSite,
  config: { premiumClubUrl: string; digiclubUrl?: string },
): string {
  return site === 'digiclub'
    ? (config.digiclubUrl ?? config.premiumClubUrl)
    : config.premiumClubUrl;
}
