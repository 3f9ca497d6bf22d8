import { api } from '@/shared/api/api-slice';

/**
 * The PASS endpoints live on the portal's one API (ARCHITECTURE rule 2) with tags of their own,
 * added here so that the shared slice does not need to know the feature.
 */
export const passApi = api.enhanceEndpoints({
  addTagTypes: ['PassAccount', 'PassSessions', 'PassBookings', 'PassOffers'],
});
