import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { responder } from '../respond';
import { createRouter } from '../router';
import { clubHandlers } from './club-handlers';
import { geoHandlers } from './geo-handlers';
import { orderHandlers } from './order-handlers';
import { pricingHandlers } from './pricing-handlers';
import { providerBasePath, providerHandlers } from './provider-handlers';
import { visitorHandlers } from './visitor-handlers';

/**
 * The enrolment contract (docs/spec/enrolment.md 3, 4, 7, 8, 9) on the main API, plus the third
 * parties it needs: the geocoder, the map tiles and the card payment provider's checkout.
 */
export function enrolmentHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const respond = responder(config.productSlug);
  return [
    ...clubHandlers(route, respond, config),
    ...pricingHandlers(route, respond, config),
    ...visitorHandlers(route, respond, config, origin),
    ...orderHandlers(route, respond, config, origin),
    ...providerHandlers(createRouter('provider', `${origin}${providerBasePath}`), respond),
    ...geoHandlers(
      createRouter('geocoder', absoluteUrl(config.geocoderUrl, origin)),
      respond,
      config,
      origin,
    ),
  ];
}
