import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { communeSchema, departementSchema, type Commune, type Departement } from './geo-schemas';

const departementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET {geo}/departements: the French départements (honorability's birth place). */
    getDepartements: build.query<Departement[], void>({
      query: () => ({
        api: 'geo',
        request: { url: '/departements', params: { fields: 'nom,code' } },
        schema: tolerantList(departementSchema, 'GET {geo}/departements'),
      }),
      keepUnusedDataFor: 3600,
    }),
    /** GET {geo}/departements/{code}/communes: the communes of a département. */
    getDepartementCommunes: build.query<Commune[], string>({
      query: (code) => ({
        api: 'geo',
        request: {
          url: `/departements/${encodeURIComponent(code)}/communes`,
          params: { fields: 'nom,code' },
        },
        schema: tolerantList(communeSchema, 'GET {geo}/departements/{code}/communes'),
      }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetDepartementsQuery, useGetDepartementCommunesQuery } = departementsApi;
