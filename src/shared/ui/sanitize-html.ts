import DOMPurify from 'dompurify';

/**
 * The rules for server HTML (activity descriptions, a club's settlement text), the only HTML the
 * portal shows (ARCHITECTURE.md rule 8). DOMPurify's HTML profile without SVG or MathML, minus:
 * - style attributes and `<style>` elements: the production policy (style-src 'self',
 *   docs/adr/0009-content-security-policy.md) refuses them and reports each one, and a served
 *   `<style>` could hide or restyle the whole page;
 * - forms and their controls: a served form could pose as the portal's own (and form-action
 *   refuses it anyway).
 * Links keep only safe schemes (DOMPurify's default: no javascript:, no data: for links).
 */
export function sanitizeServerHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_ATTR: ['style'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea'],
  });
}
