import { useEffect } from 'react';
import { selectProfiles, selectProfilesStatus } from '@/shared/session/session-slice';
import { loadProfiles } from '@/shared/session/session-thunks';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { useSignedInAccount } from './use-signed-in-account';

/** Loads the account's profiles once per session. */
export function useProfiles() {
  const dispatch = useAppDispatch();
  const account = useSignedInAccount();
  const status = useAppSelector(selectProfilesStatus);
  const profiles = useAppSelector(selectProfiles);
  useEffect(() => {
    if (account && status === 'idle') void dispatch(loadProfiles());
  }, [account, status, dispatch]);
  return { status, profiles };
}
