/**
 * Markup drawn to a string (a worker's page, docs/adr/0030) cannot carry `style="…"`: the policy
 * refuses style attributes in parsed markup, not styles set through the CSSOM
 * (docs/adr/0009-content-security-policy.md). Such markup holds its inline style in this
 * attribute, and the page applies it once the markup is in.
 */
export const heldStyleAttribute = 'data-held-style';

export function applyHeldStyles(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${heldStyleAttribute}]`)) {
    element.style.cssText = element.getAttribute(heldStyleAttribute) ?? '';
    element.removeAttribute(heldStyleAttribute);
  }
}
