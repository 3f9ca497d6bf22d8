import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildGeoShards, geoDataFolder, type RawCommune, type RawDepartement } from './geo-index';

/**
 * Writes the geo shards into <publicDir>/geo-data/ (gitignored): run by Vite when it builds
 * or serves (vite.config.ts), so `vite build`, the journeys' builds and the demo all have them.
 * About 1,500 files of a few kilobytes instead of the package's 8 MB.
 */
export function writeGeoData(publicDir: string): { files: number; bytes: number } {
  const require = createRequire(import.meta.url);
  const read = <T>(file: string): T =>
    JSON.parse(
      readFileSync(require.resolve(`@etalab/decoupage-administratif/data/${file}`), 'utf8'),
    ) as T;
  const shards = buildGeoShards(
    read<RawCommune[]>('communes.json'),
    read<RawDepartement[]>('departements.json'),
  );
  const root = join(publicDir, geoDataFolder);
  rmSync(root, { recursive: true, force: true });
  let bytes = 0;
  for (const [path, content] of shards) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    const text = JSON.stringify(content);
    bytes += text.length;
    writeFileSync(file, text);
  }
  return { files: shards.size, bytes };
}
