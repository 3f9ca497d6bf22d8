import { geoMercator, geoPath } from 'd3-geo';
import { tileSize } from './tile-math';
import { shapesNear, worldMapColours, type WorldLayers } from './world-map-drawing';

export type PreviewView = {
  center: [lat: number, lng: number];
  zoom: number;
  width: number;
  height: number;
};

/** Web Mercator at Leaflet's scale for the zoom, the centre in the middle of the picture. */
export function previewProjection({ center, zoom, width, height }: PreviewView) {
  const projection = geoMercator()
    .scale((tileSize * 2 ** zoom) / (2 * Math.PI))
    .translate([0, 0]);
  const [x, y] = projection([center[1], center[0]]) ?? [0, 0];
  return projection.translate([width / 2 - x, height / 2 - y]);
}

/** The view's rectangle in zoom-0 world pixels (0 to tileSize), as the shapes' boxes are. */
function viewWorldBox({
  center,
  zoom,
  width,
  height,
}: PreviewView): [[number, number], [number, number]] {
  const world = geoMercator()
    .scale(tileSize / (2 * Math.PI))
    .translate([tileSize / 2, tileSize / 2]);
  const [x, y] = world([center[1], center[0]]) ?? [0, 0];
  const [halfWidth, halfHeight] = [width / 2 / 2 ** zoom, height / 2 / 2 ** zoom];
  return [
    [x - halfWidth, y - halfHeight],
    [x + halfWidth, y + halfHeight],
  ];
}

/**
 * The world as the tiles draw it (sea, land with its coast, dashed borders), as one SVG picture
 * centred on `center` at Leaflet's scale for `zoom`: the map's first view before its tiles.
 */
export function worldPreviewSvg(layers: WorldLayers, view: PreviewView): string {
  const { width, height } = view;
  const projection = previewProjection(view).clipExtent([
    [-4, -4],
    [width + 4, height + 4],
  ]);
  const path = geoPath(projection).digits(1);
  const box = viewWorldBox(view);
  const pathOf = (shapes: WorldLayers['land']) =>
    shapesNear(shapes, box)
      .map((shape) => path(shape.geometry) ?? '')
      .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${worldMapColours.sea}"/>`,
    `<path d="${pathOf(layers.land)}" fill="${worldMapColours.land}" stroke="${worldMapColours.coast}" stroke-linejoin="round"/>`,
    `<path d="${pathOf(layers.borders)}" fill="none" stroke="${worldMapColours.border}" stroke-dasharray="4 3"/>`,
    '</svg>',
  ].join('\n');
}
