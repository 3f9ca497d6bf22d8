import { geoPath } from 'd3-geo';
import { CRS, latLng } from 'leaflet';
import worldTopology from 'world-atlas/countries-110m.json';
import { describe, expect, it } from 'vitest';
import { franceCenter, mapZoom } from '@/features/enrolment/map/rules/map-view';
import { mapPreview } from '@/features/enrolment/map/map-preview';
import { worldLayers, type WorldTopology } from '@/mocks/tiles/world-map-drawing';
import { previewProjection, worldPreviewSvg } from '@/mocks/tiles/world-map-preview';

const view = {
  center: franceCenter,
  zoom: mapZoom.initial,
  width: mapPreview.width,
  height: mapPreview.height,
};

/** Where Leaflet draws a place on the map's first view, relative to the picture's middle. */
function leafletPixel([lat, lng]: [number, number]): [number, number] {
  const place = CRS.EPSG3857.latLngToPoint(latLng(lat, lng), view.zoom);
  const middle = CRS.EPSG3857.latLngToPoint(latLng(...view.center), view.zoom);
  return [place.x - middle.x + view.width / 2, place.y - middle.y + view.height / 2];
}

describe('the still picture of the map’s first view', () => {
  it.each([
    ['the centre', franceCenter],
    ['Paris', [48.8566, 2.3522]],
    ['Brest', [48.3904, -4.4861]],
    ['Nice', [43.7102, 7.262]],
    ['Ajaccio', [41.9192, 8.7386]],
    ['Reykjavik, near the edge', [64.1466, -21.9426]],
  ] as [string, [number, number]][])('draws %s where Leaflet draws it', (_name, place) => {
    const [x, y] = previewProjection(view)([place[1], place[0]]) ?? [NaN, NaN];
    const [expectedX, expectedY] = leafletPixel(place);
    expect(x).toBeCloseTo(expectedX, 0);
    expect(y).toBeCloseTo(expectedY, 0);
  });

  it('is an SVG of the preview’s size with sea, land and borders, small enough to load first', () => {
    const svg = worldPreviewSvg(worldLayers(worldTopology as unknown as WorldTopology), view);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1280" height="768"/);
    expect(svg.match(/<path d="M/g)).toHaveLength(2);
    expect(svg.length).toBeLessThan(40_000);
  });
});

/** The picture's two paths when every shape of the world is projected, none skipped. */
function wholeWorldPaths(layers: ReturnType<typeof worldLayers>, shown: typeof view): string[] {
  const projection = previewProjection(shown).clipExtent([
    [-4, -4],
    [shown.width + 4, shown.height + 4],
  ]);
  const path = geoPath(projection).digits(1);
  return [layers.land, layers.borders].map((shapes) =>
    shapes.map((shape) => path(shape.geometry) ?? '').join(''),
  );
}

describe('a picture of part of the world', () => {
  const layers = worldLayers(worldTopology as unknown as WorldTopology);

  it.each([
    ['France at the map’s first zoom', view],
    ['a tile on the Channel coast', { center: [50.5, 1.4], zoom: 8, width: 256, height: 256 }],
    ['a tile on the Italian border', { center: [44.0, 7.6], zoom: 7, width: 256, height: 256 }],
    ['a tile in the Atlantic', { center: [45.0, -30.0], zoom: 6, width: 256, height: 256 }],
  ] as [string, typeof view][])(
    'draws %s as the whole world drawn would, skipping the shapes far from it',
    (_name, shown) => {
      const svg = worldPreviewSvg(layers, shown);
      for (const paths of wholeWorldPaths(layers, shown)) expect(svg).toContain(`d="${paths}"`);
    },
  );
});
