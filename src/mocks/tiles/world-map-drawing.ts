import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { tileProjection, tileSize, tileWorldBox, type TileAddress } from './tile-math';

/** A shape with its box in zoom-0 world pixels, so a tile skips what lies far from it. */
type Shape = { geometry: GeoPermissibleObjects; box: [[number, number], [number, number]] };

export type WorldLayers = { land: Shape[]; borders: Shape[] };

/** Natural Earth's world as world-atlas ships it: countries and land, as TopoJSON. */
export type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Colours close to the usual road-map palette: pale land, blue sea, grey dashed borders. */
export const worldMapColours = {
  sea: '#aad3df',
  land: '#f2efe9',
  coast: '#7fa9bd',
  border: '#9b8f86',
} as const;

const worldProjection = geoMercator()
  .scale(tileSize / (2 * Math.PI))
  .translate([tileSize / 2, tileSize / 2]);
const worldBounds = geoPath(worldProjection);

function shape(geometry: GeoPermissibleObjects): Shape {
  return { geometry, box: worldBounds.bounds(geometry) };
}

/** Land split into single polygons and borders into single lines, each with its box. */
export function worldLayers(topology: WorldTopology): WorldLayers {
  const land = feature(topology, topology.objects.land).features.flatMap((item) => {
    const geometry = item.geometry;
    if (geometry.type === 'MultiPolygon') {
      return geometry.coordinates.map((coordinates) =>
        shape({ type: 'Polygon', coordinates } as GeoPermissibleObjects),
      );
    }
    return [shape(geometry as GeoPermissibleObjects)];
  });
  // Each border between two countries once; coasts come from the land's outline.
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    land,
    borders: borders.coordinates.map((coordinates) =>
      shape({ type: 'LineString', coordinates } as GeoPermissibleObjects),
    ),
  };
}

function overlaps(box: Shape['box'], tile: Shape['box'], margin: number): boolean {
  return (
    box[0][0] <= tile[1][0] + margin &&
    box[1][0] >= tile[0][0] - margin &&
    box[0][1] <= tile[1][1] + margin &&
    box[1][1] >= tile[0][1] - margin
  );
}

/**
 * The shapes whose box meets `box` (zoom-0 world pixels), with a margin of a twentieth of its
 * width: drawing projects every point of every shape it is given, so a tile or a picture of
 * France skips the rest of the world.
 */
export function shapesNear(shapes: Shape[], box: Shape['box']): Shape[] {
  const margin = (box[1][0] - box[0][0]) * 0.05;
  return shapes.filter((item) => overlaps(item.box, box, margin));
}

/** The 2D context calls the drawing needs: a canvas's, or an OffscreenCanvas's in a worker. */
export type TileContext = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'closePath'
  | 'fill'
  | 'stroke'
  | 'fillRect'
  | 'setLineDash'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
>;

/** Draws tile z/x/y: sea, land with its coast, then the borders between countries. */
export function drawWorldTile(context: TileContext, layers: WorldLayers, address: TileAddress) {
  const { scale, translate } = tileProjection(address);
  // Clipped a few pixels outside the tile: the cut edges of a clipped shape stay off the
  // picture, so no false coast runs along the tile's sides.
  const projection = geoMercator()
    .scale(scale)
    .translate(translate)
    .clipExtent([
      [-4, -4],
      [tileSize + 4, tileSize + 4],
    ]);
  const path = geoPath(projection, context as unknown as CanvasRenderingContext2D);
  const tile = tileWorldBox(address);
  const near = (shapes: Shape[]) => shapesNear(shapes, tile);

  context.fillStyle = worldMapColours.sea;
  context.fillRect(0, 0, tileSize, tileSize);

  const land = near(layers.land);
  if (land.length > 0) {
    context.beginPath();
    for (const item of land) path(item.geometry);
    context.fillStyle = worldMapColours.land;
    context.fill();
    context.strokeStyle = worldMapColours.coast;
    context.lineWidth = 1;
    context.lineJoin = 'round';
    context.stroke();
  }

  const borders = near(layers.borders);
  if (borders.length > 0) {
    context.beginPath();
    for (const item of borders) path(item.geometry);
    context.strokeStyle = worldMapColours.border;
    context.lineWidth = address.z >= 6 ? 1.5 : 1;
    context.setLineDash([4, 3]);
    context.stroke();
    context.setLineDash([]);
  }
}
