import 'leaflet/dist/leaflet.css';
import './map-page.css';
import type { LatLngBoundsExpression, Map as LeafletMap } from 'leaflet';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useBackendReady } from '@/shared/api/use-backend-ready';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { yieldToMain } from '@/shared/lib/yield-to-main';
import { ClusterLayer } from './cluster-layer';
import { prefersReducedMotion } from './reduced-motion';
import type { ListClub, MapMarker } from './cluster-protocol';
import type { FirstMapView } from './first-map-view';
import { MapPreview } from './map-preview';
import { StillMarkers } from './still-markers';
import { MapViewFrame, StillMapView } from './map-view-frame';
import { ViewReporter } from './view-reporter';
import {
  franceCenter,
  mapZoom,
  maxZoomFor,
  type Bbox,
  type ClubGroup,
  type MapViewport,
} from './rules/map-view';
import type { MarkerDrawer } from './use-view-result';

/** Names the Leaflet container (focusable for the arrow keys) and points to its help text. */
function ContainerLabel() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', 'Carte interactive des clubs');
    container.setAttribute('aria-describedby', 'map-help');
  }, [map]);
  return null;
}

/**
 * The first view's still picture stays under the tiles until they have loaded, so the map never
 * shows an empty box; a move would slide the tiles over it, so it goes at the first one.
 */
function PreviewUnderTiles({ onMove }: { onMove: () => void }) {
  const map = useMap();
  useEffect(() => {
    map.once('dragstart zoomstart', onMove);
    return () => {
      map.off('dragstart zoomstart', onMove);
    };
  }, [map, onMove]);
  return <MapPreview />;
}

/** A selected club lifts the zoom limit to 13 and is flown to; no selection brings back 11. */
function SelectionFollower({ selected }: { selected: ListClub | null }) {
  const map = useMap();
  useEffect(() => {
    map.setMaxZoom(maxZoomFor(selected?.id ?? null));
    if (!selected) return;
    const target: [number, number] = [selected.lat, selected.lng];
    const size = map.getSize();
    if (prefersReducedMotion() || size.x === 0 || size.y === 0) {
      map.setView(target, mapZoom.selected, { animate: false });
    } else {
      map.flyTo(target, mapZoom.selected);
    }
  }, [map, selected]);
  return null;
}

/**
 * A searched town's surroundings (rules/town-search.ts): the map is fitted to them at each new
 * search, the member's own request (no layout shift: the page around the map stays put).
 */
function AreaFollower({ area }: { area: Bbox | null }) {
  const map = useMap();
  useEffect(() => {
    if (!area) return;
    const [west, south, east, north] = area;
    const bounds: LatLngBoundsExpression = [
      [south, west],
      [north, east],
    ];
    const size = map.getSize();
    if (prefersReducedMotion() || size.x === 0 || size.y === 0) {
      map.fitBounds(bounds, { animate: false });
    } else {
      map.flyToBounds(bounds, { duration: 0.8 });
    }
  }, [map, area]);
  return null;
}

/** Counts from 0 up to `last`, one step per task, once `started` holds. */
function useStagesAfter(started: boolean, last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (!started || stage >= last) return;
    let live = true;
    void yieldToMain().then(() => {
      if (live) setStage(stage + 1);
    });
    return () => {
      live = false;
    };
  }, [started, stage, last]);
  return stage;
}

export const MapView = memo(function MapView({
  shown,
  markers,
  drawMarkersRef,
  selected,
  area,
  onViewChange,
  onViewForeseen,
  onClub,
  onGroup,
  first,
}: {
  shown: boolean;
  markers: readonly MapMarker[];
  drawMarkersRef: RefObject<MarkerDrawer | null>;
  selected: ListClub | null;
  /** The searched town's surroundings, which the map frames; null without a town. */
  area: Bbox | null;
  onViewChange: (view: MapViewport | null) => void;
  onViewForeseen: (view: MapViewport) => void;
  onClub: (club: ListClub) => void;
  onGroup: (group: ClubGroup) => void;
  /** The first view the page's first script drew (first-map-view.ts): its markers until ours. */
  first?: FirstMapView;
}) {
  const { tileUrlTemplate } = getRuntimeConfig();
  const backendUp = useBackendReady();
  const [map, setMap] = useState<LeafletMap | null>(null);
  // Leaflet starts in five tasks (issue 21), none of them the page's own first render: the map
  // itself, its first view, then the view question and the markers' layer, then the tiles, so
  // that no task of its start blocks a phone for 50 ms or more. The question still leaves before
  // the tiles' work.
  const leafletStarted = useStagesAfter(true, 1) === 1;
  const stage = useStagesAfter(map !== null, 3);
  useLayoutEffect(() => {
    if (map && stage === 1) map.setView(franceCenter, mapZoom.initial, { animate: false });
  }, [map, stage]);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [previewShown, setPreviewShown] = useState(true);
  const hidePreview = useCallback(() => setPreviewShown(false), []);
  // Every missing tile fires 'tileerror': one notice, one render.
  const tilesReported = useRef(false);
  const tileEvents = useMemo(
    () => ({
      load: hidePreview,
      tileerror: () => {
        if (tilesReported.current) return;
        tilesReported.current = true;
        setTilesFailed(true);
      },
    }),
    [hidePreview],
  );

  if (!leafletStarted) return <StillMapView shown={shown} first={first} />;
  return (
    <MapViewFrame shown={shown} map={map} tilesFailed={tilesFailed}>
      <MapContainer
        ref={setMap}
        className="map-view__map"
        minZoom={mapZoom.min}
        maxZoom={mapZoom.browsingMax}
        // Zoom buttons and attribution live beside the map (ZoomButtons, the caption below).
        zoomControl={false}
        attributionControl={false}
        worldCopyJump={false}
        // Tiles appear at once: no fade frames for a slow CPU to paint.
        fadeAnimation={false}
        placeholder={<MapPreview />}
      >
        <ContainerLabel />
        {previewShown && <PreviewUnderTiles onMove={hidePreview} />}
        {stage < 2 && first && <StillMarkers markers={first.result.markers} box={first.box} />}
        {stage >= 2 && (
          <>
            <ViewReporter
              shown={shown}
              onViewChange={onViewChange}
              onViewForeseen={onViewForeseen}
            />
            <SelectionFollower selected={selected} />
            <AreaFollower area={area} />
            <ClusterLayer
              markers={markers}
              drawMarkersRef={drawMarkersRef}
              selectedId={selected?.id ?? null}
              onClub={onClub}
              onGroup={onGroup}
            />
          </>
        )}
        {stage >= 3 && backendUp && <TileLayer url={tileUrlTemplate} eventHandlers={tileEvents} />}
      </MapContainer>
    </MapViewFrame>
  );
});
