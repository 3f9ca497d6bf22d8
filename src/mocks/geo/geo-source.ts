import { bypass } from 'msw';
import { geoDataFolder } from './geo-index';

/** Reads one shard of the geography (a path under geo-data/); undefined when there is none. */
export type GeoSource = (path: string) => Promise<unknown>;

/** In the browser: the shards the build wrote next to the app, fetched past the mock worker. */
export function browserGeoSource(origin: string): GeoSource {
  const cache = new Map<string, Promise<unknown>>();
  return (path) => {
    let answer = cache.get(path);
    if (!answer) {
      answer = fetch(bypass(`${origin}/${geoDataFolder}/${path}`))
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
        .catch(() => undefined);
      cache.set(path, answer);
    }
    return answer;
  };
}

let source: GeoSource | undefined;

/** Node (tests) sets a source that reads the package itself (src/mocks/node.ts). */
export function setGeoSource(next: GeoSource): void {
  source = next;
}

export function geoSource(origin: string): GeoSource {
  source ??= browserGeoSource(origin);
  return source;
}
