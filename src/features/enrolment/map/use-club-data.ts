import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { getClubsPayload } from '../api/get-clubs';
import { ClubDataError, type ClusterClient } from './cluster-client';
import { markClubsReceived } from './map-timings';

export const malformedClubsMessage =
  "Les clubs n'ont pas pu être chargés : la réponse du serveur est invalide. Veuillez réessayer plus tard.";

/** A raw-bytes answer keeps no readable server message: the page says it its own way. */
export const unavailableClubsMessage =
  "Les clubs n'ont pas pu être chargés. Veuillez réessayer plus tard.";

function failureMessage(error: unknown): string {
  if (error instanceof ClubDataError) return malformedClubsMessage;
  if (error instanceof ApiError && error.kind === 'network') return errorMessage(error);
  return unavailableClubsMessage;
}

export type ClubData =
  | { status: 'loading' }
  | { status: 'ready'; count: number }
  | { status: 'failed'; message: string };

/** Fetches every club as raw bytes and hands them to the clusters worker. */
export function useClubData(client: ClusterClient): ClubData & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<ClubData>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    getClubsPayload()
      .then((payload) => {
        markClubsReceived();
        return client.load(payload, getRuntimeConfig().productSlug);
      })
      .then((count) => {
        if (active) setData({ status: 'ready', count });
      })
      .catch((error: unknown) => {
        if (active) setData({ status: 'failed', message: failureMessage(error) });
      });
    return () => {
      active = false;
    };
  }, [client, attempt]);

  const retry = useCallback(() => {
    setData({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { ...data, retry };
}
