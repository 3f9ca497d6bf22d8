import { z } from 'zod';
import { zFederalActivity } from '@/shared/api/generated/main/zod';
import { id } from './schema-primitives';

/** Shared by the endpoint, the map's worker (which validates the raw bytes) and the mocks. */
/**
 * Derived from docs/openapi/main-api.yaml FederalActivity, whose answer the spec does not show:
 * its id and title are designed, so both are optional (issue 32). The filter's choices are made
 * from what the answer and the clubs' spec-named `federalActivities` give
 * (map/rules/federal-activity-choices.ts).
 */
export const federalActivitySchema = zFederalActivity.extend({
  id: id.optional(),
  title: z.string().optional(),
});
export type FederalActivityItem = z.infer<typeof federalActivitySchema>;

/** One choice of the activity filter. */
export type FederalActivity = { id: number; title: string };
