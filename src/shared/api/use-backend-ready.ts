import { useEffect, useState } from 'react';
import { backendReady } from './backend-ready';

/** For what reaches the backend without the API layer, such as map tiles: true once it answers. */
export function useBackendReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const settle = () => {
      if (live) setReady(true);
    };
    void backendReady().then(settle, settle);
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
