import { z } from 'zod';
import { zFederalActivity } from '@/shared/api/generated/main/zod';
import { id } from './schema-primitives';

/** Shared by the endpoint, the map's worker (which validates the raw bytes) and the mocks. */
/**
 * Derived from docs/openapi/main-api.yaml FederalActivity, whose answer the spec does not show (all
 * optional): the filter cannot offer an activity without its id and name, so the list reader
 * leaves such an item out and reports it.
 */
export const federalActivitySchema = zFederalActivity.extend({ id, title: z.string() });
export type FederalActivity = z.infer<typeof federalActivitySchema>;
