import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { responder } from '../respond';
import { createRouter } from '../router';
import { geoCommunesHandlers } from './geo-communes-handlers';
import { membershipReadsHandlers } from './membership-reads-handlers';
import { personalInfoHandlers } from './personal-info-handlers';
import { pictureHandlers } from './picture-handlers';
import { premiumHandlers } from './premium-handlers';

/** The members' area: personal information, the geo service's communes (then honorability, picture, premium). */
export function membersHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const geoRoute = createRouter('geo', absoluteUrl(config.geoApiBaseUrl, origin));
  const respond = responder(config.productSlug);
  return [
    ...personalInfoHandlers(route, respond),
    ...membershipReadsHandlers(route, respond),
    ...pictureHandlers(route, respond),
    ...premiumHandlers(route, respond, origin, config),
    ...geoCommunesHandlers(geoRoute, respond, origin),
  ];
}
