import { describe, expect, it } from 'vitest';
import {
  isInsideWorld,
  lonLatToTile,
  maxLatitude,
  tileBounds,
  tileProjection,
  tileWorldBox,
  wrapTile,
} from '@/mocks/tiles/tile-math';

const close = (value: number) => Number(value.toFixed(4));

describe('tile z/x/y to longitude and latitude bounds (Web Mercator)', () => {
  it.each([
    // z, x, y, west, south, east, north
    [0, 0, 0, -180, -maxLatitude, 180, maxLatitude],
    [1, 0, 0, -180, 0, 0, maxLatitude],
    [1, 1, 1, 0, -maxLatitude, 180, 0],
    [2, 2, 1, 0, 0, 90, 66.5133],
    // Zoom 5: the tile holding Paris (west of Greenwich up to 11.25° E).
    [5, 16, 11, 0, 40.9799, 11.25, 48.9225],
    [5, 15, 11, -11.25, 40.9799, 0, 48.9225],
    // Zoom 11: a tile of Lyon.
    [11, 1051, 730, 4.7461, 45.7062, 4.9219, 45.8288],
  ])('tile %i/%i/%i: west %f, south %f, east %f, north %f', (z, x, y, west, south, east, north) => {
    const bounds = tileBounds({ z, x, y });
    expect(close(bounds.west)).toBe(close(west));
    expect(close(bounds.south)).toBe(close(south));
    expect(close(bounds.east)).toBe(close(east));
    expect(close(bounds.north)).toBe(close(north));
  });

  it.each([
    ['Paris', 2.3522, 48.8566, 5, 16, 11],
    ['Lyon', 4.8357, 45.764, 11, 1051, 730],
    ['Brest', -4.4861, 48.3904, 6, 31, 22],
    ['Fort-de-France', -61.0588, 14.6161, 7, 42, 58],
  ])(
    '%s (%f, %f) at zoom %i falls in tile %i/%i, whose bounds hold it',
    (_town, lon, lat, z, x, y) => {
      const tile = lonLatToTile(lon, lat, z);
      expect([Math.floor(tile.x), Math.floor(tile.y)]).toEqual([x, y]);
      const bounds = tileBounds({ z, x, y });
      expect(lon).toBeGreaterThanOrEqual(bounds.west);
      expect(lon).toBeLessThan(bounds.east);
      expect(lat).toBeGreaterThan(bounds.south);
      expect(lat).toBeLessThanOrEqual(bounds.north);
    },
  );

  it.each([
    [
      { z: 3, x: -1, y: 2 },
      { z: 3, x: 7, y: 2 },
    ],
    [
      { z: 3, x: 8, y: 2 },
      { z: 3, x: 0, y: 2 },
    ],
    [
      { z: 3, x: 17, y: 2 },
      { z: 3, x: 1, y: 2 },
    ],
    [
      { z: 3, x: 4, y: 2 },
      { z: 3, x: 4, y: 2 },
    ],
  ])('wraps the column of %j to %j', (address, wrapped) => {
    expect(wrapTile(address)).toEqual(wrapped);
  });

  it.each([
    [{ z: 2, x: 0, y: -1 }, false],
    [{ z: 2, x: 0, y: 4 }, false],
    [{ z: 2, x: 0, y: 3 }, true],
    [{ z: -1, x: 0, y: 0 }, false],
  ])('knows whether %j is inside the world: %s', (address, inside) => {
    expect(isInsideWorld(address)).toBe(inside);
  });

  it.each([
    [
      { z: 0, x: 0, y: 0 },
      256 / (2 * Math.PI),
      [128, 128],
      [
        [0, 0],
        [256, 256],
      ],
    ],
    [
      { z: 1, x: 1, y: 0 },
      512 / (2 * Math.PI),
      [0, 256],
      [
        [128, 0],
        [256, 128],
      ],
    ],
    [
      { z: 5, x: 16, y: 11 },
      8192 / (2 * Math.PI),
      [0, 1280],
      [
        [128, 88],
        [136, 96],
      ],
    ],
  ])('projects tile %j with scale %f and translation %j', (address, scale, translate, box) => {
    const projection = tileProjection(address);
    expect(projection.scale).toBeCloseTo(scale, 9);
    expect(projection.translate).toEqual(translate);
    expect(tileWorldBox(address)).toEqual(box);
  });
});
