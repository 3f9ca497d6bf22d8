import { createContext, useContext } from 'react';
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

const passContext = createContext<PassContext | null>(null);

/**
 * A React context rather than the outlet's: the area's dialog host sits below it, so the PASS
 * dialogs read it as its pages do.
 */
export const PassContextProvider = passContext.Provider;

export function usePassContext(): PassContext {
  const context = useContext(passContext);
  if (!context) throw new Error('usePassContext outside the PASS area');
  return context;
}
