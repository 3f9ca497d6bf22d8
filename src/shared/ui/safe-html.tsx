import { useMemo } from 'react';
import { sanitizeServerHtml } from './sanitize-html';

/** The only place server HTML reaches the page, always sanitised (rules in sanitize-html.ts). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeServerHtml(html), [html]);
  // Sanitised just above: the one sanctioned use (docs/adr/0021-hostile-input.md).
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
