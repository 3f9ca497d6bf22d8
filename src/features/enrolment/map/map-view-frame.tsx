import type { Map as LeafletMap } from 'leaflet';
import type { ReactNode } from 'react';
import { LocateButton } from './locate-button';
import type { FirstMapView } from './first-map-view';
import { MapPreview } from './map-preview';
import { StillMarkers } from './still-markers';
import { ZoomButtons } from './zoom-buttons';

/**
 * The map's section around the map itself (title, buttons, help, attribution), without Leaflet,
 * so that the page's first paint (map-first-paint.tsx) draws the same boxes before Leaflet loads.
 */
export function MapViewFrame({
  shown,
  map,
  tilesFailed = false,
  children,
}: {
  shown: boolean;
  map: LeafletMap | null;
  tilesFailed?: boolean;
  children: ReactNode;
}) {
  return (
    <section id="carte" className="map-view" aria-labelledby="map-title" hidden={!shown}>
      <h2 id="map-title" className="visually-hidden">
        Carte des clubs
      </h2>
      <div className="map-view__toolbar">
        <ZoomButtons map={map} />
        <LocateButton map={map} />
        <a className="map-view__skip" href="#liste-clubs">
          Passer la carte et aller à la liste des clubs
        </a>
      </div>
      {tilesFailed && (
        <p className="map-view__notice" role="status">
          Le fond de carte n’a pas pu être chargé. Les clubs restent affichés sur la carte et dans
          la liste.
        </p>
      )}
      <p id="map-help" className="visually-hidden">
        Déplacez la carte avec les flèches du clavier, zoomez avec les touches plus et moins. Chaque
        club et chaque groupe de clubs est un bouton.
      </p>
      {children}
      {/* Below the map, not over it: the attribution never covers a marker. */}
      <p className="map-view__attribution">
        Fond de carte © les contributeurs d’
        <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> · Carte affichée avec{' '}
        <a href="https://leafletjs.com">Leaflet</a>
      </p>
    </section>
  );
}

/**
 * The map before Leaflet has started (first paint, Leaflet's chunk loading): its still picture,
 * with the first view's markers once the page's first script has drawn them.
 */
export function StillMapView({ shown, first }: { shown: boolean; first?: FirstMapView }) {
  return (
    <MapViewFrame shown={shown} map={null}>
      <div className="map-view__map">
        <MapPreview />
        {first && <StillMarkers markers={first.result.markers} box={first.box} />}
      </div>
    </MapViewFrame>
  );
}
