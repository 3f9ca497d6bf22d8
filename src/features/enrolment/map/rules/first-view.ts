import { pixelOf, positionOfPixel } from './declutter';
import { franceCenter, mapZoom, viewportOf, type MapViewport } from './map-view';

/**
 * The map's first view computed as Leaflet computes it (EPSG:3857, 256 px tiles), without
 * Leaflet: the page's first script draws the first view's markers and list before the app loads
 * (docs/adr/0030-public-pages-drawn-in-a-worker.md), and the app then asks the same question.
 */

/** Leaflet's pixel of the first view's top-left corner in a box of this size (rounded). */
function firstViewTopLeft(width: number, height: number) {
  const [x, y] = pixelOf(...franceCenter, mapZoom.initial);
  return { left: Math.round(x - width / 2), top: Math.round(y - height / 2) };
}

/**
 * Where Leaflet draws a position in the first view of a box of this size, from the box's centre
 * (its layer points are rounded pixels): markers drawn so stay put when the box is resized.
 */
export function firstViewOffset(
  position: readonly [number, number],
  width: number,
  height: number,
) {
  const { left, top } = firstViewTopLeft(width, height);
  const [x, y] = pixelOf(...position, mapZoom.initial);
  return { x: Math.round(x) - left - width / 2, y: Math.round(y) - top - height / 2 };
}

/**
 * What the map reports of its first view in a box of this size: Leaflet's getBounds after
 * setView(franceCenter, mapZoom.initial), whose top-left pixel is rounded.
 */
export function firstViewport(width: number, height: number): MapViewport {
  const { left, top } = firstViewTopLeft(width, height);
  const [south, west] = positionOfPixel(left, top + height, mapZoom.initial);
  const [north, east] = positionOfPixel(left + width, top, mapZoom.initial);
  return viewportOf([west, south, east, north], mapZoom.initial);
}
