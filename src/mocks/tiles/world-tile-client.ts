import { isInsideWorld, wrapTile, type TileAddress } from './tile-math';
import type { TilePixelRatio, TileReply, TileRequest } from './world-tiles-protocol';

/** About 2,000 tiles of a few KiB: a long demo session never redraws a tile it has shown. */
const cachedTiles = 2000;

const cache = new Map<string, Promise<Blob>>();
const waiting = new Map<number, { resolve: (png: Blob) => void; reject: (error: Error) => void }>();
let worker: Worker | undefined;
let nextId = 1;

/** Drawing needs a worker with OffscreenCanvas: a browser has both, Node and jsdom do not. */
export function canDrawWorldTiles(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}

function tileWorker(): Worker {
  if (!worker) {
    // Off the page's thread: drawing coasts never delays the map's own work.
    worker = new Worker(new URL('./world-tiles.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<TileReply>) => {
      const pending = waiting.get(data.id);
      waiting.delete(data.id);
      if (!pending) return;
      if ('png' in data) pending.resolve(data.png);
      else pending.reject(new Error(data.error));
    };
  }
  return worker;
}

function draw(address: TileAddress, pixelRatio: TilePixelRatio): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    tileWorker().postMessage({ id, address, pixelRatio } satisfies TileRequest);
  });
}

/** The PNG of tile z/x/y, drawn once and kept (most recently used last). */
export function worldTile(requested: TileAddress, pixelRatio: TilePixelRatio = 1): Promise<Blob> {
  if (!isInsideWorld(requested)) return Promise.reject(new Error('Outside the world'));
  const address = wrapTile(requested);
  const key = `${address.z}/${address.x}/${address.y}@${pixelRatio}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const png = draw(address, pixelRatio);
  cache.set(key, png);
  // A failed drawing is not kept: the next request tries again.
  png.catch(() => cache.delete(key));
  if (cache.size > cachedTiles) cache.delete(cache.keys().next().value as string);
  return png;
}
