import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { geoMercator } from 'd3-geo';
import { lonLatToTile, tileProjection, type TileAddress } from '@/mocks/tiles/tile-math';
import {
  drawWorldTile,
  worldLayers,
  worldMapColours,
  type TileContext,
  type WorldTopology,
} from '@/mocks/tiles/world-map-drawing';

const require = createRequire(import.meta.url);
const topology = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'),
) as WorldTopology;
const layers = worldLayers(topology);

/** Records what the drawing fills and strokes, and how many points each shape has. */
function recordingContext() {
  const painted: { fills: string[]; strokes: string[] } = { fills: [], strokes: [] };
  let points = 0;
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineJoin: 'miter',
    beginPath: () => void (points = 0),
    moveTo: () => void points++,
    lineTo: () => void points++,
    arc: () => undefined,
    closePath: () => undefined,
    setLineDash: () => undefined,
    fillRect: () => void painted.fills.push(`rect ${String(context.fillStyle)}`),
    // A shape counts once the tile holds at least one of its points.
    fill: () => void (points > 0 && painted.fills.push(String(context.fillStyle))),
    stroke: () => void (points > 0 && painted.strokes.push(String(context.strokeStyle))),
  };
  return { context: context as unknown as TileContext, painted };
}

function tileAt(lon: number, lat: number, z: number): TileAddress {
  const tile = lonLatToTile(lon, lat, z);
  return { z, x: Math.floor(tile.x), y: Math.floor(tile.y) };
}

describe('world map tiles drawn from Natural Earth', () => {
  it('projects with d3 exactly where the tile arithmetic puts a place', () => {
    const address = tileAt(2.3522, 48.8566, 6);
    const { scale, translate } = tileProjection(address);
    const [x, y] = geoMercator().scale(scale).translate(translate)([2.3522, 48.8566]) ?? [];
    const tile = lonLatToTile(2.3522, 48.8566, 6);
    expect(x).toBeCloseTo((tile.x - address.x) * 256, 6);
    expect(y).toBeCloseTo((tile.y - address.y) * 256, 6);
  });

  it.each([
    ['the middle of the Atlantic', -35, 40, 5, false, false],
    ['central France', 2.5, 46.5, 7, true, false],
    ['the French-Spanish border', 0, 42.7, 5, true, true],
    ['the whole world', 0, 0, 0, true, true],
  ])('%s (%f, %f) at zoom %i: land %s, borders %s', (_place, lon, lat, z, land, borders) => {
    const { context, painted } = recordingContext();
    drawWorldTile(context, layers, tileAt(lon, lat, z));
    expect(painted.fills[0]).toBe(`rect ${worldMapColours.sea}`);
    expect(painted.fills.includes(worldMapColours.land)).toBe(land);
    expect(painted.strokes.includes(worldMapColours.border)).toBe(borders);
  });
});
