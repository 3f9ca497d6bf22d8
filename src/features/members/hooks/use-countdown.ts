import { useEffect, useState } from 'react';
import { remainingAfter } from '../rules/countdown';

/**
 * Counts down from `from` seconds, one tick every `stepMs` (a single interval, cleared at 0, when
 * stopped or on unmount), and calls `onDone` once when it reaches 0.
 */
export function useCountdown(
  from: number,
  onDone: () => void,
  { stepMs = 1000, stopped = false }: { stepMs?: number; stopped?: boolean } = {},
): number {
  const [ticks, setTicks] = useState(0);
  const remaining = remainingAfter(from, ticks);
  const over = remaining === 0;

  useEffect(() => {
    if (over || stopped) return;
    const timer = window.setInterval(() => setTicks((count) => count + 1), stepMs);
    return () => window.clearInterval(timer);
  }, [over, stopped, stepMs]);

  useEffect(() => {
    if (over) onDone();
  }, [over, onDone]);

  return remaining;
}
