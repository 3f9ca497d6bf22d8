import type { z } from 'zod';
import { zPassActivity } from '@/shared/api/generated/pass/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { optionalText, optionalUrl, passId } from './pass-primitives';

/** docs/spec/members-area.md 3 'Activity (PASS)'. */
/** Derived from docs/openapi/pass-api.yaml PassActivity (docs/adr/0017-generated-schemas.md). */
export const passActivitySchema = zPassActivity.extend({
  activiteId: passId,
  activiteDescription: optionalText,
  activiteImage: optionalUrl,
});
export type PassActivity = z.infer<typeof passActivitySchema>;

export const passActivitiesSchema = (endpoint: string) =>
  tolerantList(passActivitySchema, endpoint);

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassClubActivities: build.query<PassActivity[], number>({
      query: (clubId) => ({
        api: 'pass',
        request: { url: `/Activites/GetActivitiesByClubId/${clubId}` },
        schema: passActivitiesSchema('GET /Activites/GetActivitiesByClubId/{clubId}'),
      }),
    }),
    getPassOfferActivities: build.query<PassActivity[], number>({
      query: (offerId) => ({
        api: 'pass',
        request: { url: `/Activites/GetActivitiesByOffers/${offerId}` },
        schema: passActivitiesSchema('GET /Activites/GetActivitiesByOffers/{offerId}'),
      }),
    }),
  }),
});

export const { useGetPassClubActivitiesQuery, useGetPassOfferActivitiesQuery } = endpoints;
