import { useEffect } from 'react';
import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { accountSignedIn, selectAccount } from '@/shared/session/session-slice';
import { rememberAccount } from '@/shared/session/stored-account';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';

/** The guard has already waited for the identity provider: copy its account into the store. */
export function useSignedInAccount() {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  useEffect(() => {
    if (account) return;
    const user = getAuthAdapter().user();
    if (!user) return;
    rememberAccount(user);
    dispatch(accountSignedIn(user));
  }, [account, dispatch]);
  return account;
}
