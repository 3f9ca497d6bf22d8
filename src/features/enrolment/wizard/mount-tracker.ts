import { useEffect } from 'react';

/**
 * Counts mounted instances per key. The dialog host calls onClose from an effect cleanup, which
 * React's StrictMode also runs once on mount in development: a close handler checks, one tick
 * later, that nothing is mounted any more before it acts.
 */
export function createMountTracker() {
  const counts = new Map<number, number>();
  return {
    useTracked(key: number): void {
      useEffect(() => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        return () => {
          counts.set(key, (counts.get(key) ?? 1) - 1);
        };
      }, [key]);
    },
    isMounted(key: number): boolean {
      return (counts.get(key) ?? 0) > 0;
    },
    anyMounted(): boolean {
      return [...counts.values()].some((count) => count > 0);
    },
  };
}

export const wizardInstances = createMountTracker();
export const choiceInstances = createMountTracker();
