import { useCallback, useRef, useState } from 'react';

/**
 * One request per click however often it is clicked: a second call while the first runs is
 * ignored. `pending` drives the buttons' disabled look.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(async (task: () => Promise<'done' | 'leaving'>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    let outcome: 'done' | 'leaving' = 'done';
    try {
      outcome = await task();
    } finally {
      // A page that is leaving for a payment keeps its buttons disabled.
      if (outcome !== 'leaving') {
        running.current = false;
        setPending(false);
      }
    }
  }, []);

  return { pending, run };
}
