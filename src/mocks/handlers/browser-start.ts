import { mockControl } from '../control/mock-control';
import { storedRuleSource } from '../control/rule-sources';
import { getMockDb } from '../db/mock-db';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { warmUpClubList as warmUp } from './enrolment/club-list';

/** What the browser's mock start needs of the handlers, loaded as one stage (start-mock-worker). */
export { buildHandlers } from '.';

/** Failures and delays a journey asked for are kept in localStorage across reloads. */
export function applyStoredMockRules(): void {
  mockControl.useSource(storedRuleSource());
}

export function warmUpClubList(config: RuntimeConfig): void {
  warmUp(getMockDb(), config.productSlug);
}
