/**
 * The journeys run on E2E_WORKERS workers side by side: two by default, since a journey waits on
 * its page more than it computes (docs/adr/0027-journeys-on-two-workers.md). Each worker has its
 * own nginx and its own chat broker, so what the broker shares (a global notification, a
 * conversation's last messages, a PASS session's update) never reaches another worker's journey.
 * The identity server is shared: its sessions are per browser, and journeys end only their own.
 */
export const workerCount = Number(process.env.E2E_WORKERS ?? 2);
export const demoPort = Number(process.env.E2E_PORT ?? 4173);
const firstBrokerPort = Number(process.env.CHAT_BROKER_PORT ?? 5181);

export const demoPortOf = (parallelIndex: number): number => demoPort + parallelIndex;
export const brokerPortOf = (parallelIndex: number): number => firstBrokerPort + parallelIndex;
/** The production flavour's broker comes after the workers' own. */
export const productionBrokerPort = firstBrokerPort + workerCount;

export const workerIndexes = Array.from({ length: workerCount }, (_, index) => index);

/** The demo origin of each worker: the signed-in states hold the portal's storage for each. */
export const demoOrigins = workerIndexes.map((index) => `http://localhost:${demoPortOf(index)}`);

/** A worker's address for the demo build; the production flavour's addresses stay as they are. */
export function onWorkerServer(address: string | undefined, parallelIndex: number) {
  if (!address) return address;
  const url = new URL(address);
  if (Number(url.port) !== demoPort) return address;
  url.port = String(demoPortOf(parallelIndex));
  return url.toString().replace(/\/$/, address.endsWith('/') ? '/' : '');
}
