import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { notProvidedMessage, specOnlyShaperInUse } from '../contract/contract-gate';
import { errorResponse } from './respond';
import { createRouter } from './router';

/**
 * The resources host serves static files the mock does not answer (public/resources). The
 * service plan's file name is ours (docs/openapi getServicePlan, x-designed), so in spec-only
 * mode its call reaches the mock and is refused like every designed call; otherwise the file is
 * served as it is.
 */
export function resourcesHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  if (!specOnlyShaperInUse()) return [];
  const route = createRouter('resources', absoluteUrl(config.resourcesBaseUrl, origin));
  // The contract gate refuses the designed call before this resolver could run.
  return [
    route.thirdParty('GET', '/service-plan.json', () => errorResponse(404, notProvidedMessage)),
  ];
}
