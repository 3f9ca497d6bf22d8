import { z } from 'zod';

/** GET /public/activity/is-risky/{id}: the contract the mocked backend serves (no screen reads it yet). */
export const activityRiskSchema = z.object({ risky: z.boolean() });
