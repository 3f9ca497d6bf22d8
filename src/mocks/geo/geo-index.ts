/**
 * The French geography of @etalab/decoupage-administratif (8 MB of JSON) cut into small shards
 * the mocked geo service reads one at a time: never the whole file in the browser. Built at build
 * and dev-server start (vite.config.ts) into public/geo-data/, read from the package in Node.
 */

/** What the package holds per commune (only the fields used here). */
export type RawCommune = {
  code: string;
  nom: string;
  departement?: string;
  type: string;
  codesPostaux?: string[];
};
export type RawDepartement = { code: string; nom: string };

/** One commune of a shard: name, INSEE code, département code. */
export type CommuneEntry = [nom: string, code: string, departement: string];

/** postal/{first two digits}.json: every postal code of that prefix and its communes. */
export type PostalShard = Record<string, CommuneEntry[]>;

export const geoDataFolder = 'geo-data';

export const postalShardPath = (postalCode: string) => `postal/${postalCode.slice(0, 2)}.json`;
export const departementShardPath = (code: string) => `departements/${code}.json`;
export const departementsPath = 'departements.json';

/**
 * Current communes only, as the government's service answers by default (Lyon, not its
 * arrondissements). Keys are the shards' paths under geo-data/.
 */
export function buildGeoShards(
  communes: readonly RawCommune[],
  departements: readonly RawDepartement[],
): Map<string, unknown> {
  const shards = new Map<string, unknown>();
  const postal = new Map<string, PostalShard>();
  const byDepartement = new Map<string, CommuneEntry[]>();
  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle' || !commune.departement) continue;
    const entry: CommuneEntry = [commune.nom, commune.code, commune.departement];
    for (const postalCode of commune.codesPostaux ?? []) {
      const path = postalShardPath(postalCode);
      const shard = postal.get(path) ?? {};
      (shard[postalCode] ??= []).push(entry);
      postal.set(path, shard);
    }
    const list = byDepartement.get(commune.departement) ?? [];
    list.push(entry);
    byDepartement.set(commune.departement, list);
  }
  for (const [path, shard] of postal) shards.set(path, shard);
  for (const [code, list] of byDepartement) shards.set(departementShardPath(code), list);
  shards.set(
    departementsPath,
    departements.map(({ code, nom }) => ({ code, nom })),
  );
  return shards;
}
