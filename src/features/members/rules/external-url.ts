/**
 * A link that came from a server goes out only as an absolute http(s) address or as a path of
 * our own site; anything else (javascript:, data:, garbage) is dropped.
 */
export function safeLinkUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** 'https://www.exemple.fr/x' -> 'exemple.fr', to name a link whose target has no title. */
export function displayHost(value: string): string | null {
  try {
    return new URL(value).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}
