import {
  createClubExplorer,
  readClubList,
  readFederalActivities,
  type ClubExplorer,
} from './cluster-engine';
import type { FromWorker, ToWorker } from './cluster-protocol';

/**
 * The worker's side of the protocol, shared by the clusters worker and the in-page fallback:
 * it keeps the explorer of the last loaded clubs and answers each message.
 */
export function createWorkerReplier(reply: (message: FromWorker) => void) {
  let explorer: ClubExplorer | undefined;
  return (message: ToWorker): void => {
    if (message.type === 'load') {
      const t0 = performance.now();
      const clubs = readClubList(message.payload, message.productSlug);
      const t1 = performance.now();
      explorer = clubs ? createClubExplorer(clubs) : undefined;
      console.log('DBG read', (t1 - t0).toFixed(0), 'explorer', (performance.now() - t1).toFixed(0));
      reply(clubs ? { type: 'loaded', count: clubs.length } : { type: 'load-failed' });
      return;
    }
    const { requestId } = message;
    if (message.type === 'activities') {
      const activities = readFederalActivities(message.payload, message.productSlug);
      reply(
        activities
          ? { type: 'activities', requestId, activities }
          : { type: 'request-failed', requestId },
      );
      return;
    }
    try {
      if (!explorer) throw new Error('Clusters asked before any clubs were loaded');
      const t0 = performance.now();
      const result = explorer.query(message.query);
      console.log('DBG query', (performance.now() - t0).toFixed(0));
      reply({ type: 'result', requestId, result });
    } catch (error) {
      console.error('Clusters query failed', error);
      reply({ type: 'request-failed', requestId });
    }
  };
}
