import { Spinner } from '@/shared/ui/spinner';

/**
 * The router's HydrateFallback: while the first route's code and its guard's check load, a
 * page drawn without prerendering says so instead of staying blank.
 */
export function FirstRouteLoading() {
  return <Spinner label="Chargement de la page…" />;
}
