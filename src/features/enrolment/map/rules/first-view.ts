import { pixelOf } from './declutter';
import { franceCenter, mapZoom, viewportOf, type MapViewport } from './map-view';

/**
 * The map's first view computed as Leaflet computes it (EPSG:3857, 256 px tiles), without
 * Leaflet: the page's first script draws the first view's markers and list before the app loads
 * (docs/adr/0030-public-pages-drawn-in-a-worker.md), and the app then asks the same question.
 */
/** A position in pixels of the whole world at `zoom`, as Leaflet draws it (declutter.ts). */
function worldPixel([lat, lng]: readonly [number, number], zoom: number) {
  const [x, y] = pixelOf(lat, lng, zoom);
  return { x, y };
}

/** The inverse of pixelOf: the position of a pixel of the whole world at `zoom`. */
function positionOf(x: number, y: number, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const lat = Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale)));
  return [(lat * 180) / Math.PI, (x / scale) * 360 - 180];
}

/** Leaflet's pixel of the first view's top-left corner in a box of this size (rounded). */
function firstViewTopLeft(width: number, height: number) {
  const centre = worldPixel(franceCenter, mapZoom.initial);
  return { left: Math.round(centre.x - width / 2), top: Math.round(centre.y - height / 2) };
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
  const point = worldPixel(position, mapZoom.initial);
  return {
    x: Math.round(point.x) - left - width / 2,
    y: Math.round(point.y) - top - height / 2,
  };
}

/**
 * What the map reports of its first view in a box of this size: Leaflet's getBounds after
 * setView(franceCenter, mapZoom.initial), whose top-left pixel is rounded.
 */
export function firstViewport(width: number, height: number): MapViewport {
  const { left, top } = firstViewTopLeft(width, height);
  const [south, west] = positionOf(left, top + height, mapZoom.initial);
  const [north, east] = positionOf(left + width, top, mapZoom.initial);
  return viewportOf([west, south, east, north], mapZoom.initial);
}
