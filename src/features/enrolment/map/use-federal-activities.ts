import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FederalActivity } from '../api/federal-activity';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { getFederalActivitiesPayload } from '../api/get-federal-activities';
import type { ClusterClient } from './cluster-client';

export type FederalActivities =
  { status: 'loading' } | { status: 'ready'; items: FederalActivity[] } | { status: 'failed' };

const byTitle = new Intl.Collator('fr', { sensitivity: 'base' });

/** The activity filter's choices, sorted by title. */
export function useFederalActivities(
  client: ClusterClient,
): FederalActivities & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FederalActivities>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    getFederalActivitiesPayload()
      .then((payload) => client.readActivities(payload, getRuntimeConfig().productSlug))
      .then((items) => {
        const sorted = [...items].sort((a, b) => byTitle.compare(a.title, b.title));
        if (active) setState({ status: 'ready', items: sorted });
      })
      .catch(() => {
        if (active) setState({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [client, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return useMemo(() => ({ ...state, retry }), [state, retry]);
}
