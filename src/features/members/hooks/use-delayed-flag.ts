import { useEffect, useState } from 'react';

/** False at first, true once `delayMs` have passed (e.g. a loader that appears after 2 s). */
export function useDelayedFlag(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}
