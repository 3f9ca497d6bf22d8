import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { communeSchema, type Commune } from './geo-schemas';

const communesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET {geo}/communes?codePostal=…: the communes of a 5-digit postal code. */
    getCommunesByPostalCode: build.query<Commune[], string>({
      query: (codePostal) => ({
        api: 'geo',
        request: {
          url: '/communes',
          params: { codePostal, fields: 'nom,code,codesPostaux,codeDepartement', format: 'json' },
        },
        schema: tolerantList(communeSchema, 'GET {geo}/communes?codePostal='),
      }),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetCommunesByPostalCodeQuery } = communesApi;
