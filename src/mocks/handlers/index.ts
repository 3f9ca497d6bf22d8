import type { HttpHandler } from 'msw';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { accountHandlers } from './account-handlers';
import { adminHandlers } from './admin';
import { chatHandlers } from './chat';
import { dispatchByPath } from './dispatch-by-path';
import { enrolmentHandlers } from './enrolment';
import { mainApiHandlers } from './main-api-handlers';
import { registrationAreaHandlers } from './members/registration-area-handlers';
import { membersHandlers } from './members';
import { newsHandlers } from './news-handlers';
import { passHandlers } from './pass';
import { resourcesHandlers } from './resources-handlers';

/** Bases come from the runtime config, so the mock answers wherever the portal is pointed. */
export function buildHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  return dispatchByPath([
    ...mainApiHandlers(config, origin),
    ...enrolmentHandlers(config, origin),
    ...accountHandlers(config, origin),
    ...newsHandlers(config, origin),
    ...chatHandlers(config, origin),
    ...registrationAreaHandlers(config, origin),
    ...membersHandlers(config, origin),
    ...adminHandlers(config, origin),
    ...passHandlers(config, origin),
    ...resourcesHandlers(config, origin),
  ]);
}
