import type { Map as LeafletMap } from 'leaflet';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/shared/ui/button';

/**
 * Zoom buttons beside the map rather than over it: nothing covers the markers' targets
 * (WCAG 2.5.8), and the limits (1..11, or 13 with a selected club) disable them. On a phone
 * they show their icon only (their name stays for screen readers), so that the map starts on
 * the first screen (issue 34).
 */
export function ZoomButtons({ map }: { map: LeafletMap | null }) {
  const [levels, setLevels] = useState({ zoom: 0, min: 0, max: 0 });

  useEffect(() => {
    if (!map) return;
    const update = () =>
      setLevels({ zoom: map.getZoom(), min: map.getMinZoom(), max: map.getMaxZoom() });
    update();
    map.on('zoomend zoomlevelschange', update);
    return () => {
      map.off('zoomend zoomlevelschange', update);
    };
  }, [map]);

  return (
    <div className="map-zoom" role="group" aria-label="Zoom de la carte">
      <Button
        variant="secondary"
        className="map-tool"
        disabled={!map || levels.zoom >= levels.max}
        onClick={() => map?.zoomIn()}
      >
        <Plus aria-hidden="true" focusable="false" />
        <span className="map-tool__label">Zoom avant</span>
      </Button>
      <Button
        variant="secondary"
        className="map-tool"
        disabled={!map || levels.zoom <= levels.min}
        onClick={() => map?.zoomOut()}
      >
        <Minus aria-hidden="true" focusable="false" />
        <span className="map-tool__label">Zoom arrière</span>
      </Button>
    </div>
  );
}
