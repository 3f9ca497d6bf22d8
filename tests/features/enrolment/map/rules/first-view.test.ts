import { map as leafletMap } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { firstViewOffset, firstViewport } from '@/features/enrolment/map/rules/first-view';
import { franceCenter, mapZoom, viewportOf } from '@/features/enrolment/map/rules/map-view';

/** Leaflet itself, in a box of this size, after the map page's setView. */
function leafletAt(width: number, height: number) {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { value: width });
  Object.defineProperty(box, 'clientHeight', { value: height });
  document.body.append(box);
  const map = leafletMap(box).setView(franceCenter, mapZoom.initial, { animate: false });
  return { map, done: () => (map.remove(), box.remove()) };
}

describe('the map’s first view without Leaflet', () => {
  // A phone, a tablet, a desktop, odd sizes (the top-left pixel is rounded).
  it.each([
    [320, 360],
    [375, 467],
    [768, 640],
    [1219, 640],
    [1920, 640],
    [333, 361],
  ])('a %i × %i box reports the bounds Leaflet reports', (width, height) => {
    const { map, done } = leafletAt(width, height);
    const bounds = map.getBounds();
    expect(firstViewport(width, height)).toEqual(
      viewportOf(
        [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
        mapZoom.initial,
      ),
    );
    done();
  });

  it.each([
    [45.7578, 4.832, 800, 600],
    [48.8566, 2.3522, 333, 361],
    [43.2965, 5.3698, 1219, 640],
    [franceCenter[0], franceCenter[1], 375, 467],
  ])('places %f, %f where Leaflet does in a %i × %i box', (lat, lng, width, height) => {
    const { map, done } = leafletAt(width, height);
    const point = map.latLngToContainerPoint([lat, lng]);
    const offset = firstViewOffset([lat, lng], width, height);
    expect([width / 2 + offset.x, height / 2 + offset.y]).toEqual([point.x, point.y]);
    done();
  });
});
