import { useEffect, useRef, useState, type RefObject } from 'react';
import { pullDistance, pullPhase, type PullPhase } from './rules/pull-to-refresh';

/**
 * Pull-to-refresh on touch screens (docs/spec/members-area.md 2) for a scrolling frame. Touch events, not
 * pointer events: the browser cancels a touch pointer as soon as it takes the gesture over for
 * scrolling, while touchmove goes on. Listeners are passive, so scrolling never waits for them.
 * The keyboard and mouse way stays the 'Actualiser' button.
 */
export function usePullToRefresh(
  frame: RefObject<HTMLElement | null>,
  onRefresh: () => void,
  enabled = true,
): { distance: number; phase: PullPhase } {
  const [distance, setDistance] = useState(0);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const element = frame.current;
    if (!element || !enabled) return;
    let startY: number | undefined;
    let pulled = 0;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = event.touches.length === 1 && element.scrollTop <= 0 ? touch?.clientY : undefined;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === undefined || !touch) return;
      pulled = pullDistance(startY, touch.clientY, element.scrollTop);
      setDistance(pulled);
    };
    const onEnd = () => {
      if (startY !== undefined && pullPhase(pulled) === 'ready') refresh.current();
      startY = undefined;
      pulled = 0;
      setDistance(0);
    };
    const options = { passive: true };
    element.addEventListener('touchstart', onStart, options);
    element.addEventListener('touchmove', onMove, options);
    element.addEventListener('touchend', onEnd, options);
    element.addEventListener('touchcancel', onEnd, options);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [frame, enabled]);

  return { distance, phase: pullPhase(distance) };
}
