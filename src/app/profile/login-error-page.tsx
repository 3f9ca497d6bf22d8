import { usePageTitle } from '@/shared/ui/use-page-title';
import { SignOutButton } from '../sign-out-button';

/** 'Réessayer' logs out and comes back to the profile route, which signs in again. */
export function LoginErrorPage() {
  usePageTitle("Erreur d'identification");
  return (
    <main className="login-error">
      <h1>Une erreur d&apos;identification s&apos;est produite.</h1>
      <SignOutButton label="Réessayer" returnPath="/profile" className="button button--primary" />
    </main>
  );
}
