import { useEffect, useState } from 'react';
import { createClusterClient, type ClusterClient } from './cluster-client';

/** One clusters client for the page; its worker starts on the first question, ends on leaving. */
export function useClusterClient(): ClusterClient {
  const [client] = useState(createClusterClient);
  useEffect(() => () => client.dispose(), [client]);
  return client;
}
