import { useEffect, type RefObject } from 'react';

/** Closes a popup on a click outside it or on Escape (focus then goes back to its button). */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  close: (restoreFocus: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onFocus = (event: FocusEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, container, close]);
}
