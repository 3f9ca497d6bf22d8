/**
 * Web Mercator tile arithmetic (the "slippy map" scheme Leaflet asks tiles in): tile z/x/y covers
 * 1/2^z of the world's width and height, x growing eastwards from 180°W, y southwards from
 * 85.0511°N. Pure functions, table-tested; the renderer builds its projection from them.
 */

/** Pixels on each side of a tile (Leaflet's default). */
export const tileSize = 256;

/** The latitude where Web Mercator's square world ends: atan(sinh(π)). */
export const maxLatitude = (Math.atan(Math.sinh(Math.PI)) * 180) / Math.PI;

export type TileAddress = { z: number; x: number; y: number };

export type LonLatBounds = { west: number; south: number; east: number; north: number };

/** Tiles per side of the world at zoom z. */
export function tileCount(z: number): number {
  return 2 ** z;
}

/** A column east of the last (or west of the first) is the same column, one world over. */
export function wrapTile({ z, x, y }: TileAddress): TileAddress {
  const count = tileCount(z);
  return { z, x: ((x % count) + count) % count, y };
}

/** Whether the row exists: above the first or below the last row there is no world. */
export function isInsideWorld({ z, y }: TileAddress): boolean {
  return Number.isInteger(z) && z >= 0 && y >= 0 && y < tileCount(z);
}

/** Longitude of the western edge of column x. */
export function tileToLongitude(x: number, z: number): number {
  return (x / tileCount(z)) * 360 - 180;
}

/** Latitude of the northern edge of row y (Mercator's inverse). */
export function tileToLatitude(y: number, z: number): number {
  const n = Math.PI * (1 - (2 * y) / tileCount(z));
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}

/** The longitudes and latitudes a tile covers. */
export function tileBounds({ z, x, y }: TileAddress): LonLatBounds {
  return {
    west: tileToLongitude(x, z),
    east: tileToLongitude(x + 1, z),
    north: tileToLatitude(y, z),
    south: tileToLatitude(y + 1, z),
  };
}

/** Where a point falls at zoom z, in tiles (fractional): the tile is the integer part. */
export function lonLatToTile(longitude: number, latitude: number, z: number) {
  const clamped = Math.max(-maxLatitude, Math.min(maxLatitude, latitude));
  const radians = (clamped * Math.PI) / 180;
  const count = tileCount(z);
  return {
    x: ((longitude + 180) / 360) * count,
    y: ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * count,
  };
}

/**
 * The scale and translation of a d3 geoMercator that draws tile z/x/y into a tileSize square:
 * the whole world is tileSize × 2^z pixels wide, and the tile's top-left corner goes to 0,0.
 */
export function tileProjection({ z, x, y }: TileAddress): {
  scale: number;
  translate: [number, number];
} {
  const worldSize = tileSize * tileCount(z);
  return {
    scale: worldSize / (2 * Math.PI),
    translate: [worldSize / 2 - x * tileSize, worldSize / 2 - y * tileSize],
  };
}

/** The tile's square in zoom-0 world pixels (0 to tileSize), to skip shapes far from it. */
export function tileWorldBox({ z, x, y }: TileAddress): [[number, number], [number, number]] {
  const side = tileSize / tileCount(z);
  return [
    [x * side, y * side],
    [(x + 1) * side, (y + 1) * side],
  ];
}
