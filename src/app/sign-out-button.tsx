import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { signOut } from '@/shared/session/sign-out';
import { useAppDispatch } from '@/shared/store/store';

/** Leaves through the identity provider, then comes back to `returnPath`. */
export function SignOutButton({
  label,
  returnPath,
  className,
}: {
  label: string;
  returnPath: string;
  className?: string;
}) {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={className}
      onClick={() => void signOut(dispatch, getAuthAdapter(), returnPath)}
    >
      {label}
    </button>
  );
}
