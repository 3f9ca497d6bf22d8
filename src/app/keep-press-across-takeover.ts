import { controlKey } from './keep-focus-across-takeover';

const pressable = 'a[href], button, summary, [role="button"], [role="tab"]';

/**
 * A press that straddles the app's takeover of a prerendered page (src/main.tsx renders, it does
 * not hydrate): pressed on the page's node, released on the app's drawing of the same control.
 * The pressed node has left the page, so the browser sends no click and the press would be lost;
 * the counterpart under the released pointer gets the click instead, unless one reached it.
 */
export function keepPressAcrossTakeover(container: HTMLElement): () => void {
  // A press may have begun before this code ran (the press that started the app, say).
  let pressed = [...container.querySelectorAll(pressable)].find((element) =>
    element.matches(':active'),
  );
  const onDown = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target.closest(pressable) : null;
    pressed = event.button === 0 && target && container.contains(target) ? target : undefined;
  };
  const onUp = (event: PointerEvent) => {
    const before = pressed;
    pressed = undefined;
    if (!before || before.isConnected || !(event.target instanceof Element)) return;
    const counterpart = event.target.closest(pressable);
    if (!(counterpart instanceof HTMLElement) || controlKey(counterpart) !== controlKey(before))
      return;
    let clicked = false;
    const seen = (click: Event) => {
      if (click.target instanceof Node && counterpart.contains(click.target)) clicked = true;
    };
    window.addEventListener('click', seen, true);
    // The release's click, if the browser sends one, is dispatched before this task.
    setTimeout(() => {
      window.removeEventListener('click', seen, true);
      if (!clicked) counterpart.click();
    }, 0);
  };
  window.addEventListener('pointerdown', onDown, true);
  window.addEventListener('pointerup', onUp, true);
  return () => {
    window.removeEventListener('pointerdown', onDown, true);
    window.removeEventListener('pointerup', onUp, true);
  };
}
