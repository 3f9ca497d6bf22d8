import { honorabilitySchema } from '@/features/members/api/honorability-schema';
import {
  emptyHonorability,
  memberDetailsOf,
  saveMemberDetails,
} from '../../db/members/member-details';
import { updateMockDb } from '../../db/mock-db';
import { ownProfile } from '../profile-access';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type createRouter } from '../router';

type Route = ReturnType<typeof createRouter>;

/** GET and PUT /profiles/{id}/honorabilite (designed, docs/api.md). */
export function honorabilityHandlers(route: Route, respond: Respond) {
  return [
    route.signedIn('GET', '/profiles/:profileId/honorabilite', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const on = memberDetailsOf(context.db, access.profile.id).honorabilite;
      return respond(honorabilitySchema, on ?? emptyHonorability(), {
        schemaName: 'honorabilitySchema',
      });
    }),

    route.signedIn('PUT', '/profiles/:profileId/honorabilite', async (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const parsed = honorabilitySchema.safeParse(await context.request.json().catch(() => null));
      if (!parsed.success) return errorResponse(400, 'Déclaration incomplète ou invalide.');
      const saved = updateMockDb((db) => {
        const details = memberDetailsOf(db, access.profile.id);
        saveMemberDetails(db, { ...details, honorabilite: parsed.data });
        return parsed.data;
      });
      return respond(honorabilitySchema, saved, { schemaName: 'honorabilitySchema' });
    }),
  ];
}
