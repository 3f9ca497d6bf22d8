import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildGeoShards, type RawCommune, type RawDepartement } from './geo-index';
import type { GeoSource } from './geo-source';

let shards: Map<string, unknown> | undefined;

function read<T>(file: string): T {
  const require = createRequire(import.meta.url);
  return JSON.parse(
    readFileSync(require.resolve(`@etalab/decoupage-administratif/data/${file}`), 'utf8'),
  ) as T;
}

/** Node: the shards built in memory from the package, once per test process. */
export const nodeGeoSource: GeoSource = (path) => {
  shards ??= buildGeoShards(
    read<RawCommune[]>('communes.json'),
    read<RawDepartement[]>('departements.json'),
  );
  return Promise.resolve(shards.get(path));
};
