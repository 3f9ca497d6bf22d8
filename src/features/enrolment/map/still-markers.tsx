import { useLayoutEffect, useRef } from 'react';
import { formatCount } from '@/shared/lib/format-count';
import { applyHeldStyles, heldStyleAttribute } from '@/shared/ui/held-style';
import type { MapMarker } from './cluster-protocol';
import { markerPosition, markerSize } from './rules/declutter';
import { firstViewOffset } from './rules/first-view';

/**
 * The first view's markers as pictures, where Leaflet will draw them (rules/first-view.ts), until
 * Leaflet draws its own: the list beside the map names the same clubs to assistive technologies
 * and the keyboard, so these are hidden from them. Their places are held styles (held-style.ts):
 * a worker draws them to a string first.
 */
export function StillMarkers({
  markers,
  box,
}: {
  markers: readonly MapMarker[];
  box: { width: number; height: number };
}) {
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (layer.current) applyHeldStyles(layer.current);
  }, [markers, box]);
  return (
    <div ref={layer} className="map-view__still-markers" aria-hidden="true">
      {markers.map((marker) => {
        const size = markerSize(marker);
        const { x, y } = firstViewOffset(markerPosition(marker), box.width, box.height);
        const place = `left:calc(50% + ${x - size / 2}px);top:calc(50% + ${y - size / 2}px);width:${size}px;height:${size}px`;
        return (
          <span
            key={marker.key}
            className={`map-marker__button map-marker__button--${marker.kind}`}
            {...{ [heldStyleAttribute]: place }}
          >
            {marker.kind === 'cluster' ? formatCount(marker.count) : null}
          </span>
        );
      })}
    </div>
  );
}
