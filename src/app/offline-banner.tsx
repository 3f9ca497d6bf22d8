import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Offline, the page stays as it is and says so; back online, RTK Query refetches what is on
 * screen (refetchOnReconnect, shared/api/api-slice.ts) and the banner goes.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  // An alert is announced as it appears; online, nothing is drawn.
  if (online) return null;
  return (
    <p role="alert" className="offline-banner">
      <WifiOff aria-hidden="true" focusable="false" size={18} />
      Vous êtes hors ligne. La page reste affichée ; elle se mettra à jour au retour de la
      connexion.
    </p>
  );
}
