import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';
import { Button } from '@/shared/ui/button';

/**
 * Zoom buttons beside the map rather than over it: nothing covers the markers' targets
 * (WCAG 2.5.8), and the limits (1..11, or 13 with a selected club) disable them.
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
        disabled={!map || levels.zoom >= levels.max}
        onClick={() => map?.zoomIn()}
      >
        Zoom avant
      </Button>
      <Button
        variant="secondary"
        disabled={!map || levels.zoom <= levels.min}
        onClick={() => map?.zoomOut()}
      >
        Zoom arrière
      </Button>
    </div>
  );
}
