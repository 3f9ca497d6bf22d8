import { combineQueries } from '@/shared/api/query-status';
import { useGetProfilesQuery } from '@/shared/session/api/get-profiles';
import { useGetSeasonsQuery } from '@/shared/session/api/get-seasons';
import { selectProfiles } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { useSignedInAccount } from './use-signed-in-account';

/** The account's profiles and the seasons, cached queries kept for the session. */
export function useProfiles() {
  const account = useSignedInAccount();
  const profiles = useGetProfilesQuery(undefined, { skip: !account });
  const seasons = useGetSeasonsQuery(undefined, { skip: !account });
  const { status } = combineQueries(profiles, seasons);
  return { status, profiles: useAppSelector(selectProfiles) };
}
