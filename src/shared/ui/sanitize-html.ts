import DOMPurify from 'dompurify';

/**
 * The rules for server HTML (activity descriptions, a club's settlement text), the only HTML the
 * portal shows (docs/adr/0021-hostile-input.md). DOMPurify's HTML profile without SVG or MathML,
 * minus:
 * - style attributes and `<style>` elements: the production policy (style-src 'self',
 *   docs/adr/0009-content-security-policy.md) refuses them and reports each one, and a served
 *   `<style>` could hide or restyle the whole page;
 * - forms and their controls: a served form could pose as the portal's own (and form-action
 *   refuses it anyway).
 * Links keep only safe schemes (DOMPurify's default: no javascript:, no data: for links).
 */
export function sanitizeServerHtml(html: string): string {
  return DOMPurify.sanitize(withoutParserReports(html), {
    USE_PROFILES: { html: true },
    FORBID_ATTR: ['style'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
  });
}

/** The mark of an element whose server HTML a page drawn in a worker held (safe-html.tsx). */
export const heldServerHtmlAttribute = 'data-held-server-html';

/**
 * DOMPurify parses the text with the browser's DOMParser, whose document inherits the page's
 * policy: Chrome reports every inline handler and style it meets there, although nothing runs
 * (a report per hostile description, seen in e2e/hostile-served-texts.spec.ts). Handler and style
 * attributes and <style> elements are cut from the text first; DOMPurify stays the sanitiser.
 */
export function withoutParserReports(html: string): string {
  return html
    .replace(/<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi, '')
    .replace(/([\s/"'])(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '$1');
}
