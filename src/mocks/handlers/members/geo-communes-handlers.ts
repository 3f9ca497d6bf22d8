import { HttpResponse } from 'msw';
import {
  departementShardPath,
  departementsPath,
  postalShardPath,
  type CommuneEntry,
  type PostalShard,
} from '../../geo/geo-index';
import { geoSource } from '../../geo/geo-source';
import type { Respond } from '../respond';
import type { MockRouter } from '../router';

const allFields = ['nom', 'code', 'codesPostaux', 'codeDepartement'] as const;
type Field = (typeof allFields)[number];

/** The geo API answers the asked `fields` only (all of them without the parameter). */
function requestedFields(url: URL): Field[] {
  const asked = url.searchParams.get('fields');
  if (!asked) return [...allFields];
  return allFields.filter((field) => asked.split(',').includes(field));
}

function communeView(
  [nom, code, codeDepartement]: CommuneEntry,
  codesPostaux: string[],
  fields: Field[],
) {
  const full = { nom, code, codesPostaux, codeDepartement };
  return Object.fromEntries(fields.map((field) => [field, full[field]])) as Partial<typeof full>;
}

/**
 * The government's geo API (geo.api.gouv.fr) at geoApiBaseUrl, from the real data of
 * @etalab/decoupage-administratif cut into shards (src/mocks/geo). Unknown codes answer [] as
 * the real service does; a malformed code answers 400.
 */
export function geoCommunesHandlers(route: MockRouter, respond: Respond, origin: string) {
  const read = (path: string) => geoSource(origin)(path);
  return [
    route.thirdParty('GET', '/communes', async ({ url }) => {
      const postalCode = url.searchParams.get('codePostal') ?? '';
      if (!/^\d{5}$/.test(postalCode)) {
        return HttpResponse.json({ code: 400, message: 'Code postal invalide' }, { status: 400 });
      }
      const shard = (await read(postalShardPath(postalCode))) as PostalShard | undefined;
      const fields = requestedFields(url);
      const communes = (shard?.[postalCode] ?? []).map((entry) => {
        const codes = Object.entries(shard ?? {})
          .filter(([, list]) => list.some(([, code]) => code === entry[1]))
          .map(([code]) => code);
        return communeView(entry, codes, fields);
      });
      return respond(communes);
    }),

    route.thirdParty('GET', '/departements', async () => {
      // The shard holds the service's own answer (src/mocks/geo/write-geo-data.ts).
      return respond((await read(departementsPath)) ?? []);
    }),

    route.thirdParty('GET', '/departements/:code/communes', async ({ params, url }) => {
      const entries = ((await read(departementShardPath(params.code ?? ''))) ??
        []) as CommuneEntry[];
      const fields = requestedFields(url);
      return respond(entries.map((entry) => communeView(entry, [], fields)));
    }),
  ];
}
