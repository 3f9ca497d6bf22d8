import { createContext, useContext, useMemo } from 'react';
import { heldServerHtmlAttribute, sanitizeServerHtml } from './sanitize-html';

/**
 * Where a page drawn without a document (a worker, src/app/first-paint/) puts its server HTML:
 * DOMPurify needs the browser's DOMParser, so the text is held, its element marked with its
 * number, and the page sanitises it with the same rules before it shows it.
 */
export const ServerHtmlHold = createContext<((html: string) => number) | null>(null);

/** The only place server HTML reaches the page, always sanitised (rules in sanitize-html.ts). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hold = useContext(ServerHtmlHold);
  const clean = useMemo(() => (hold ? '' : sanitizeServerHtml(html)), [hold, html]);
  if (hold) return <div className={className} {...{ [heldServerHtmlAttribute]: hold(html) }} />;
  // Sanitised just above: the one sanctioned use (docs/adr/0021-hostile-input.md).
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
