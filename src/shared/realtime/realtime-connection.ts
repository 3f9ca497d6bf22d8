import { apiLayerDeps } from '../api/api-layer';
import { absoluteUrl, getRuntimeConfig } from '../config/runtime-config';
import { createRealtimeClient, type RealtimeClient } from './realtime-core';
import { stompOverSockJs } from './realtime-stomp';

let client: RealtimeClient | undefined;

/** The one connection of the page, to `{chatServiceUrl}/ws` (never a hard-coded address). */
export function realtimeClient(): RealtimeClient {
  client ??= createRealtimeClient(
    stompOverSockJs(`${absoluteUrl(getRuntimeConfig().chatServiceUrl)}/ws`),
    () => apiLayerDeps().getToken(),
  );
  return client;
}
