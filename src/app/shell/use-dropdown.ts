import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure button and its panel: closes on a click or focus outside, and on Escape (focus
 * then goes back to the button).
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) =>
      container.current !== null && !container.current.contains(event.target as Node);
    const onPointerOrFocus = (event: Event) => {
      if (outside(event)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerOrFocus);
    document.addEventListener('focusin', onPointerOrFocus);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerOrFocus);
      document.removeEventListener('focusin', onPointerOrFocus);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const buttonProps = {
    ref: button,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
  };
  return { open, setOpen, close, container, panelId, buttonProps };
}
