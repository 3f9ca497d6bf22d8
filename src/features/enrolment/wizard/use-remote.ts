import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';

export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string };

type Settled<T> = { key: string; attempt: number; state: Remote<T> };

/**
 * Loads what `key` names (null: nothing to load yet). A new key or a retry shows 'loading'
 * again and a late answer for an older key is ignored, so a quick change of category never
 * shows the prices of the previous one.
 */
export function useRemote<T>(
  key: string | null,
  load: () => Promise<T>,
): Remote<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null) return;
    let active = true;
    Promise.resolve()
      .then(() => loadRef.current())
      .then(
        (data) => {
          if (active) setSettled({ key, attempt, state: { status: 'ready', data } });
        },
        (error: unknown) => {
          if (active) {
            setSettled({ key, attempt, state: { status: 'failed', message: errorMessage(error) } });
          }
        },
      );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (key === null) return { status: 'idle', retry };
  const current =
    settled && settled.key === key && settled.attempt === attempt
      ? settled.state
      : ({ status: 'loading' } as const);
  return { ...current, retry };
}

export function dataOf<T>(remote: Remote<T>): T | undefined {
  return remote.status === 'ready' ? remote.data : undefined;
}
