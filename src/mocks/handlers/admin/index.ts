import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { responder } from '../respond';
import { createRouter } from '../router';
import { accountHandlers } from './account-handlers';
import { directoryHandlers } from './directory-handlers';
import { functionHandlers } from './function-handlers';
import { inviteHandlers } from './invite-handlers';
import { listHandlers } from './list-handlers';
import { responsibilityHandlers } from './responsibility-handlers';

/**
 * User administration (docs/spec/administration.md 7.1, 7.2) and the club directory (7.7) on the
 * main API.
 */
export function adminHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const respond = responder(config.productSlug);
  return [
    ...listHandlers(route, respond, config),
    ...accountHandlers(route, respond),
    ...responsibilityHandlers(route, respond),
    ...directoryHandlers(route, respond),
    ...inviteHandlers(route, respond),
    ...functionHandlers(route, respond),
  ];
}
