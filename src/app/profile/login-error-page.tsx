import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { signOut } from '@/shared/session/sign-out';
import { useAppDispatch } from '@/shared/store/store';
import { usePageTitle } from '@/shared/ui/use-page-title';

export function LoginErrorPage() {
  usePageTitle("Erreur d'identification");
  const dispatch = useAppDispatch();
  return (
    <main className="login-error">
      <h1>Une erreur d&apos;identification s&apos;est produite.</h1>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void signOut(dispatch, getAuthAdapter(), '/profile')}
      >
        Réessayer
      </button>
    </main>
  );
}
