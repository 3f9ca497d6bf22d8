import { z } from 'zod';
import { id } from './schema-primitives';

/** Shared by the endpoint, the map's worker (which validates the raw bytes) and the mocks. */
export const federalActivitySchema = z.object({ id, title: z.string() });
export type FederalActivity = z.infer<typeof federalActivitySchema>;
