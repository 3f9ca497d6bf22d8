import { useSyncExternalStore } from 'react';

/** administration.md 9: mobile under 768 px. */
const query = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;

export function useMobileLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
