import { useRouteError } from 'react-router';
import { UserFacingError } from '@/shared/lib/user-facing-error';
import { ErrorState } from '@/shared/ui/error-state';
import { usePageTitle } from '@/shared/ui/use-page-title';

/**
 * What a route shows when its loading fails (the identity provider unreachable, a chunk that
 * cannot be fetched): a French page with 'Réessayer', never the router's English developer page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Erreur');
  console.error('Route failed', error);
  const message =
    error instanceof UserFacingError
      ? error.message
      : 'Nous sommes désolés, la page n’a pas pu être affichée.';
  return (
    <main className="config-error">
      <h1>Une erreur est survenue</h1>
      <ErrorState message={message} onRetry={() => window.location.reload()} />
      <p>
        <a href="/">Revenir à l’accueil</a>
      </p>
    </main>
  );
}
