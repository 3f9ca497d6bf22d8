import { useOutletContext } from 'react-router';
import type { PassAccount } from '../api/get-pass-account';
import type { PassClub } from '../api/get-pass-clubs';

/** What every PASS screen needs, resolved once by the area (../routes/pass-area.tsx). */
export type PassContext = {
  profileId: number;
  licence: string;
  account: PassAccount;
  premium: boolean;
  clubs: PassClub[];
  club: PassClub | undefined;
  selectClub: (clubId: number) => void;
};

export function usePassContext(): PassContext {
  return useOutletContext<PassContext>();
}
