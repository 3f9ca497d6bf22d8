import { createClubExplorer, type ClubExplorer } from './cluster-engine';
import { knowsAgeRanges, readClubList, readFederalActivities } from './club-list-reader';
import type { FromWorker, ToWorker } from './cluster-protocol';
import { readTown } from '../api/geocoded-town';

/**
 * The worker's side of the protocol, shared by the clusters worker and the in-page fallback:
 * it keeps the explorer of the last loaded clubs and answers each message.
 */
export function createWorkerReplier(reply: (message: FromWorker) => void) {
  let explorer: ClubExplorer | undefined;
  return (message: ToWorker): void => {
    if (message.type === 'load') {
      const clubs = readClubList(message.payload, message.productSlug);
      explorer = clubs ? createClubExplorer(clubs.items) : undefined;
      reply(
        clubs
          ? {
              type: 'loaded',
              count: clubs.items.length,
              dropped: clubs.dropped,
              ageRangesKnown: knowsAgeRanges(clubs.items),
              federalActivityIds: [
                ...new Set(clubs.items.flatMap((club) => club.federalActivities)),
              ],
            }
          : { type: 'load-failed' },
      );
      return;
    }
    const { requestId } = message;
    if (message.type === 'activities') {
      const activities = readFederalActivities(message.payload, message.productSlug);
      reply(
        activities
          ? {
              type: 'activities',
              requestId,
              activities: activities.items,
              dropped: activities.dropped,
            }
          : { type: 'request-failed', requestId },
      );
      return;
    }
    if (message.type === 'town') {
      reply({ type: 'town', requestId, town: readTown(message.payload) });
      return;
    }
    try {
      if (!explorer) throw new Error('Clusters asked before any clubs were loaded');
      reply({ type: 'result', requestId, result: explorer.query(message.query) });
    } catch (error) {
      console.error('Clusters query failed', error);
      reply({ type: 'request-failed', requestId });
    }
  };
}
