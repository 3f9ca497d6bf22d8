import type { InterceptorDeps } from './interceptors';
import { LoadingTracker } from './loading-tracker';

/**
 * Start-up wiring of the API layer, kept apart from axios so that the landing route loads
 * neither axios nor the clients: they arrive with the first screen that calls the API.
 */
export type ApiLayerDeps = Pick<InterceptorDeps, 'getToken' | 'notifyError'> & {
  onLoadingChange: (loading: boolean) => void;
};

let layerDeps: ApiLayerDeps = {
  getToken: async () => undefined,
  notifyError: () => undefined,
  onLoadingChange: () => undefined,
};

export const loadingTracker = new LoadingTracker((loading) => layerDeps.onLoadingChange(loading));

/** UI callbacks are injected at start-up so that shared/ never imports app/. */
export function configureApiLayer(deps: ApiLayerDeps): void {
  layerDeps = deps;
}

export function apiLayerDeps(): ApiLayerDeps {
  return layerDeps;
}
