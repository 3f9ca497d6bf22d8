import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/**
 * Side effects that follow actions (persisting the cart per account, ...) live here rather than
 * in components: features register their listeners with startAppListening when they load.
 */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();
