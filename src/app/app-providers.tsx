import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '@/shared/store/store';
import { LoadingIndicator } from '@/shared/ui/loading-indicator';
import { Toaster } from '@/shared/ui/toaster';
import { DarkModeSync } from './dark-mode-sync';
import { OfflineBanner } from './offline-banner';
import { SessionExpiredDialog } from './session-expired-dialog';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <DarkModeSync />
      <OfflineBanner />
      {children}
      <LoadingIndicator />
      <Toaster />
      <SessionExpiredDialog />
    </Provider>
  );
}
