import { useCallback, useEffect, useState } from 'react';

export type AsyncData<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = { load: () => Promise<T>; attempt: number; state: AsyncData<T> };

/**
 * Runs `load` (keep it stable: a module function or a useCallback) and tracks its outcome.
 * A new `load` or a retry shows 'loading' again; a late answer of an older request is ignored.
 * A synchronous throw or a rejected promise (e.g. a malformed answer) ends as 'error'.
 */
export function useAsyncData<T>(load: () => Promise<T>): AsyncData<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    let active = true;
    Promise.resolve()
      .then(load)
      .then(
        (data) => {
          if (active) setSettled({ load, attempt, state: { status: 'success', data } });
        },
        (error: unknown) => {
          if (active) setSettled({ load, attempt, state: { status: 'error', error } });
        },
      );
    return () => {
      active = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const current =
    settled && settled.load === load && settled.attempt === attempt
      ? settled.state
      : ({ status: 'loading' } as const);
  return { ...current, retry };
}
