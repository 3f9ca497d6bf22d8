import { useCallback, useState } from 'react';
import { storedPassClub } from './stored-pass-club';

/**
 * The selected PASS club: client state kept in the validated storage (docs/spec/members-area.md 3, 'selected
 * club id'). Selecting a club also starts its programme from the current month, since each club
 * has its own programme cache entry.
 */
export function useSelectedClub(): [number | undefined, (clubId: number) => void] {
  const [clubId, setClubId] = useState(() => storedPassClub.read());
  const select = useCallback((next: number) => {
    storedPassClub.write(next);
    setClubId(next);
  }, []);
  return [clubId, select];
}
