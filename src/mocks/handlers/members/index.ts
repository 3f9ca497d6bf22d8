import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { responder } from '../respond';
import { createRouter } from '../router';
import { personalInfoHandlers } from './personal-info-handlers';

/** The members' area: personal information (and, as they land, communes, honorability, picture, premium). */
export function membersHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const respond = responder(config.productSlug);
  return [...personalInfoHandlers(route, respond)];
}
