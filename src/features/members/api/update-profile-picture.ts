import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zPictureLink } from '@/shared/api/generated/main/zod';

/**
 * docs/openapi/main-api.yaml PictureLink: the new picture's address, which the form shows at once,
 * so it stays required.
 */
export const pictureLinkSchema = zPictureLink.extend({ link: z.string().min(1) });

export type PicturePayload = { fileExtension: string; imageType: string; imageBase64: string };

const pictureApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /profiles/{id}/update-profile-picture (docs/spec/members-area.md 7,
     * docs/spec/administration.md 7.2).
     */
    updateProfilePicture: build.mutation<
      z.infer<typeof pictureLinkSchema>,
      { profileId: number; body: PicturePayload }
    >({
      query: ({ profileId, body }) => ({
        request: {
          method: 'POST',
          url: `/profiles/${profileId}/update-profile-picture`,
          data: body,
        },
        schema: pictureLinkSchema,
      }),
      // The shell's header and tiles read the photo from the reloaded profile.
      invalidatesTags: (_result, error, { profileId }) =>
        error ? [] : [{ type: 'Profile', id: profileId }],
    }),
  }),
});

export const { useUpdateProfilePictureMutation } = pictureApi;
