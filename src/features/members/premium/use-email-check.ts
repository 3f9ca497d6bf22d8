import { useEffect, useRef } from 'react';
import { z } from 'zod';
import { publicAccountExists } from '../api/check-public-account';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { useAppDispatch } from '@/shared/store/store';
import { emailCheckDelayMs } from './rules/premium-pack-form';

const emailFormat = z.email();

/**
 * The asynchronous existing-account check of the premium pack (500 ms after typing stops): a
 * taken address joins `takenEmails`, which the form's schema reads, then `revalidate` shows the
 * message. `ensureChecked` lets 'Payer' wait for the answer of an address typed just before.
 */
export function useEmailCheck(
  email: string,
  takenEmails: string[],
  revalidate: () => void,
): { ensureChecked: (email: string) => Promise<boolean> } {
  const dispatch = useAppDispatch();
  const checked = useRef(new Map<string, Promise<boolean>>());
  const settled = useDebouncedValue(email.trim(), emailCheckDelayMs);

  const ensureChecked = (address: string): Promise<boolean> => {
    const key = address.trim().toLowerCase();
    const known = checked.current.get(key);
    if (known) return known;
    const answer = publicAccountExists(dispatch, address.trim()).then(
      (exists) => {
        if (exists && !takenEmails.includes(key)) takenEmails.push(key);
        return exists;
      },
      // A failed check does not block the purchase: the backend refuses a taken address anyway.
      () => {
        checked.current.delete(key);
        return false;
      },
    );
    checked.current.set(key, answer);
    return answer;
  };

  useEffect(() => {
    if (!settled || !emailFormat.safeParse(settled).success) return;
    let live = true;
    void ensureChecked(settled).then((exists) => {
      if (live && exists) revalidate();
    });
    return () => {
      live = false;
    };
    // ensureChecked and revalidate only read refs and the form: the address alone re-runs it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return { ensureChecked };
}
