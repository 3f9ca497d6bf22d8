/**
 * What identifies a control across two drawings of the same page: its tag, its address or name,
 * and its text (the app draws the same markup, not the same nodes).
 */
export function controlKey(element: Element): string {
  return [
    element.tagName,
    element.id,
    element.getAttribute('href'),
    element.getAttribute('name'),
    element.getAttribute('aria-controls'),
    element.textContent?.trim(),
  ].join('\u0000');
}

/**
 * The app draws a prerendered page again with nodes of its own (src/main.tsx renders, it does
 * not hydrate): the control a visitor had reached with the keyboard meanwhile would lose its
 * focus to the page's body. Once the focused node has left the page, its counterpart in the new
 * drawing takes the focus back, without scrolling; not if anything else took it meanwhile.
 */
export function keepFocusAcrossTakeover(container: HTMLElement): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !container.contains(focused)) return;
  const key = controlKey(focused);
  const sameKey = (element: Element) => controlKey(element) === key;
  const index = [...container.querySelectorAll(focused.tagName)].filter(sameKey).indexOf(focused);
  const observer = new MutationObserver(() => {
    if (focused.isConnected) return;
    observer.disconnect();
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const counterpart = [...container.querySelectorAll(focused.tagName)].filter(sameKey)[index];
    if (counterpart instanceof HTMLElement) counterpart.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true, subtree: true });
}
