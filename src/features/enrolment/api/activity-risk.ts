import { orFallback } from '@/shared/api/fallbacks';
import { zActivityRisk } from '@/shared/api/generated/main/zod';

/**
 * GET /public/activity/is-risky/{id}: the contract the mocked backend serves (no screen reads it
 * yet). Derived from docs/openapi/main-api.yaml ActivityRisk: absent, not risky.
 */
export const activityRiskSchema = zActivityRisk.extend({
  risky: orFallback(zActivityRisk.shape.risky, false),
});
