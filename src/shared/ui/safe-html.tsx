import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The only place server HTML reaches the page, always sanitised. Style attributes go too: the
 * production policy (style-src 'self', ADR 0009) would refuse them and report each one.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] }),
    [html],
  );
  // Sanitised just above: the one sanctioned use (ARCHITECTURE.md rule 8).
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
