import type { Bounds, LatLng, ZoomAnimEvent } from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { markMoveEnd } from './map-timings';
import { viewportOf, type MapViewport } from './rules/map-view';

/** Tells the page what the map shows after every move; null while the map has no size. */
export function ViewReporter({
  shown,
  onViewChange,
  onViewForeseen,
}: {
  shown: boolean;
  onViewChange: (view: MapViewport | null) => void;
  onViewForeseen: (view: MapViewport) => void;
}) {
  const map = useMap();
  const report = useRef({ onViewChange, onViewForeseen });

  useEffect(() => {
    report.current = { onViewChange, onViewForeseen };
  }, [onViewChange, onViewForeseen]);

  // A layout effect, and placed before the tile layer: the question leaves before Leaflet
  // starts on the tiles of the new view.
  useLayoutEffect(() => {
    const hasSize = () => {
      const size = map.getSize();
      return shown && size.x > 0 && size.y > 0;
    };
    const send = () => {
      if (!hasSize()) {
        report.current.onViewChange(null);
        return;
      }
      const bounds = map.getBounds();
      report.current.onViewChange(
        viewportOf(
          [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
          map.getZoom(),
        ),
      );
    };
    const onMoveEnd = () => {
      dragging = false;
      markMoveEnd();
      send();
    };
    // While a drag (and its inertia) moves the map, the worker is asked every 150 ms: markers
    // follow the hand, and at the end only the last strip is left to draw.
    let dragging = false;
    let lastForeseen = 0;
    const onDragStart = () => {
      dragging = true;
    };
    const onMove = () => {
      const now = performance.now();
      if (!dragging || now - lastForeseen < 150 || !hasSize()) return;
      lastForeseen = now;
      const bounds = map.getBounds();
      report.current.onViewForeseen(
        viewportOf(
          [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
          map.getZoom(),
        ),
      );
    };
    // A zoom animation announces where it ends: the worker can answer while it plays.
    const onZoomAnimation = ({ center, zoom }: ZoomAnimEvent) => {
      if (!hasSize()) return;
      // Leaflet's getPixelBounds(center, zoom), not in its types: the bounds this zoom ends on.
      const pixelBoundsAt = map.getPixelBounds as unknown as (c: LatLng, z: number) => Bounds;
      const pixels = pixelBoundsAt.call(map, center, zoom);
      const southWest = map.unproject(pixels.getBottomLeft(), zoom);
      const northEast = map.unproject(pixels.getTopRight(), zoom);
      report.current.onViewForeseen(
        viewportOf([southWest.lng, southWest.lat, northEast.lng, northEast.lat], zoom),
      );
    };
    // A map shown again after being hidden must measure its container anew.
    if (shown) map.invalidateSize({ pan: false });
    send();
    map.on('moveend', onMoveEnd);
    map.on('zoomanim', onZoomAnimation);
    map.on('dragstart', onDragStart);
    map.on('move', onMove);
    return () => {
      map.off('moveend', onMoveEnd);
      map.off('zoomanim', onZoomAnimation);
      map.off('dragstart', onDragStart);
      map.off('move', onMove);
    };
  }, [map, shown]);

  return null;
}
