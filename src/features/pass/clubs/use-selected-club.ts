import { useCallback, useState } from 'react';
import { z } from 'zod';
import { readStored, storageKeys, writeStored } from '@/shared/lib/storage';

/**
 * The selected PASS club: client state kept in the validated storage (members-area.md 3, 'selected
 * club id'). Selecting a club also starts its programme from the current month, since each club
 * has its own programme cache entry.
 */
export function useSelectedClub(): [number | undefined, (clubId: number) => void] {
  const [clubId, setClubId] = useState(() => readStored(storageKeys.passClubId, z.number().int()));
  const select = useCallback((next: number) => {
    writeStored(storageKeys.passClubId, next);
    setClubId(next);
  }, []);
  return [clubId, select];
}
