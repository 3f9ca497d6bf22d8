import { z } from 'zod';
import { updateMockDb } from '../../db/mock-db';
import { ownProfile } from '../profile-access';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';

const bodySchema = z.object({
  fileExtension: z.string().min(1),
  imageType: z.literal('PROFILE_PICTURE'),
  imageBase64: z.string().regex(/^[A-Za-z0-9+/=]+$/),
});

/**
 * POST /profiles/{id}/update-profile-picture: the photo is kept as a data: address (the policy
 * allows data: pictures), answered as `link`, and read by every later profile view.
 */
export function pictureHandlers(route: MockRouter, respond: Respond) {
  return [
    route.signedIn('POST', '/profiles/:profileId/update-profile-picture', async (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const parsed = bodySchema.safeParse(await context.request.json().catch(() => null));
      if (!parsed.success) return errorResponse(400, 'Photo invalide.');
      const link = `data:image/${parsed.data.fileExtension};base64,${parsed.data.imageBase64}`;
      updateMockDb((db) => {
        const profile = db.profiles.find((row) => row.id === access.profile.id);
        if (profile) profile.photo = link;
      });
      return respond({ link });
    }),
  ];
}
