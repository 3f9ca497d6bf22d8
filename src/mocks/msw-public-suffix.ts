/**
 * Stands in for tldts (the public suffix list, 250 KiB) inside msw's cookie store, in the built
 * demo only (vite.config.ts). The mocked backend only ever sees the portal's own hosts, for which
 * the registrable domain is the host itself or its last two labels.
 */
export function getDomain(hostname: string): string | null {
  if (!hostname) return null;
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return hostname;
  return hostname.split('.').slice(-2).join('.');
}
