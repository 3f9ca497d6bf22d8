/// <reference lib="webworker" />
import lowResolutionUrl from 'world-atlas/countries-110m.json?url';
import highResolutionUrl from 'world-atlas/countries-50m.json?url';
import { tileSize, type TileAddress } from './tile-math';
import {
  drawWorldTile,
  worldLayers,
  type WorldLayers,
  type WorldTopology,
} from './world-map-drawing';
import type { TilePixelRatio, TileReply, TileRequest } from './world-tiles-protocol';

/**
 * Natural Earth 1:110m (100 KiB) draws the map's first view, France whole at zoom 5, as soon as
 * possible; 1:50m (750 KiB) draws the coasts from zoom 6, where 1:110m's would look coarse.
 */
const highResolutionFrom = 6;

const layers = new Map<string, Promise<WorldLayers>>();

function layersFor(z: number): Promise<WorldLayers> {
  const url = z >= highResolutionFrom ? highResolutionUrl : lowResolutionUrl;
  let loaded = layers.get(url);
  if (!loaded) {
    loaded = fetch(url)
      .then((response) => response.json() as Promise<WorldTopology>)
      .then(worldLayers);
    layers.set(url, loaded);
  }
  return loaded;
}

async function render(address: TileAddress, pixelRatio: TilePixelRatio): Promise<Blob> {
  const canvas = new OffscreenCanvas(tileSize * pixelRatio, tileSize * pixelRatio);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  context.scale(pixelRatio, pixelRatio);
  drawWorldTile(context, await layersFor(address.z), address);
  return canvas.convertToBlob({ type: 'image/png' });
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = ({ data }: MessageEvent<TileRequest>) => {
  render(data.address, data.pixelRatio).then(
    (png) => scope.postMessage({ id: data.id, png } satisfies TileReply),
    (error: unknown) =>
      scope.postMessage({ id: data.id, error: String(error) } satisfies TileReply),
  );
};
