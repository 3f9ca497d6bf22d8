import { latLng, type Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { useMap } from 'react-leaflet';
import type { ListClub, MapMarker } from './cluster-protocol';
import { markMarkersDrawn } from './map-timings';
import { prefersReducedMotion } from './reduced-motion';
import { noMarkers } from './no-markers';
import { ButtonMarkersLayer } from './button-markers-layer';
import { markerSize } from './rules/declutter';
import { formatCount } from '@/shared/lib/format-count';
import { clusterLabel } from './rules/list-page';
import { diffMarkerKeys } from './rules/marker-diff';
import { clusterClickZoom, type ClubGroup } from './rules/map-view';
import type { MarkerDrawer } from './use-view-result';

type Handlers = {
  onClub: (club: ListClub) => void;
  onGroup: (group: ClubGroup) => void;
};

type Placed = { data: MapMarker; button: HTMLButtonElement };

/** Markers are real buttons: focusable, named in French, activated by Enter and Space. */
function markerButton(data: MapMarker, zoomsIn: boolean): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  const size = markerSize(data);
  // Centred on the position; at least 28 px, above the 24 px of WCAG 2.5.8.
  button.style.cssText = `width:${size}px;height:${size}px;margin:${-size / 2}px 0 0 ${-size / 2}px`;
  if (data.kind === 'club') {
    button.className = 'map-marker__button map-marker__button--club';
    button.setAttribute('aria-label', data.club.title);
    button.title = data.club.title;
  } else {
    button.className = 'map-marker__button map-marker__button--cluster';
    button.setAttribute('aria-label', clusterLabel(data.count, zoomsIn));
    button.textContent = formatCount(data.count);
  }
  return button;
}

function showSelected({ data, button }: Placed, selectedId: number | null): void {
  if (data.kind !== 'club') return;
  const isSelected = data.club.id === selectedId;
  button.classList.toggle('map-marker__button--selected', isSelected);
  if (isSelected) button.setAttribute('aria-current', 'true');
  else button.removeAttribute('aria-current');
  button.style.zIndex = isSelected ? '1000' : '';
}

/** Leaflet's drag handler knows whether the pointer moved the map (not in its types). */
function dragMoved(map: LeafletMap): boolean {
  return (map.dragging as unknown as { moved?: () => boolean } | undefined)?.moved?.() ?? false;
}

/**
 * Draws the worker's clusters with plain Leaflet markers, diffed by key: a pan only adds and
 * removes the markers at the edges. The page may draw an answer before React renders it
 * (`drawMarkersRef`), so that markers never wait for the list.
 */
export function ClusterLayer({
  markers,
  drawMarkersRef,
  selectedId,
  onClub,
  onGroup,
}: {
  markers: readonly MapMarker[];
  drawMarkersRef: RefObject<MarkerDrawer | null>;
  selectedId: number | null;
} & Handlers) {
  const map = useMap();
  const layer = useMemo(() => new ButtonMarkersLayer(), []);
  const placed = useRef(new Map<string, Placed>());
  const applied = useRef<readonly MapMarker[]>(noMarkers);
  const handlers = useRef<Handlers>({ onClub, onGroup });
  const selected = useRef(selectedId);
  const zooming = useRef(false);
  const waiting = useRef<readonly MapMarker[] | null>(null);

  useEffect(() => {
    handlers.current = { onClub, onGroup };
  }, [onClub, onGroup]);

  useEffect(() => {
    const current = placed.current;
    layer.addTo(map);
    return () => {
      for (const key of current.keys()) layer.removeMarker(key);
      layer.remove();
      current.clear();
      applied.current = noMarkers;
    };
  }, [map, layer]);

  const draw = useCallback<MarkerDrawer>(
    (markers) => {
      if (markers === applied.current) return;
      applied.current = markers;
      const current = placed.current;
      const next = new Map(markers.map((item) => [item.key, item]));
      const { added, removed } = diffMarkerKeys(current.keys(), next.keys());
      let focusLost = false;
      for (const key of removed) {
        const item = current.get(key);
        if (!item) continue;
        if (item.button === document.activeElement) focusLost = true;
        layer.removeMarker(key);
        current.delete(key);
      }
      const maxZoom = map.getMaxZoom();
      const zoom = map.getZoom();
      for (const key of added) {
        const data = next.get(key) as MapMarker;
        const zoomsIn =
          data.kind === 'cluster' && clusterClickZoom(data.expansionZoom, zoom, maxZoom) !== null;
        const button = markerButton(data, zoomsIn);
        button.addEventListener('click', () => {
          // The click ending a drag of the map is no choice.
          if (dragMoved(map)) return;
          if (data.kind === 'club') {
            handlers.current.onClub(data.club);
            return;
          }
          const target = clusterClickZoom(data.expansionZoom, map.getZoom(), map.getMaxZoom());
          if (target === null) {
            const { clusterIds, clubIds, count } = data;
            handlers.current.onGroup({ clusterIds, clubIds, count });
          } else {
            map.flyTo([data.lat, data.lng], target, { animate: !prefersReducedMotion() });
          }
        });
        const item = { data, button };
        showSelected(item, selected.current);
        layer.addMarker(
          key,
          button,
          data.kind === 'club' ? latLng(data.club.lat, data.club.lng) : latLng(data.lat, data.lng),
        );
        current.set(key, item);
      }
      // A marker that vanished under the keyboard focus hands it to the map, not to the page top.
      if (focusLost) map.getContainer().focus({ preventScroll: true });
      if (markers !== noMarkers) markMarkersDrawn();
    },
    [map, layer],
  );

  // Markers answered during a zoom animation wait for its end, then appear at once, in place.
  const apply = useCallback<MarkerDrawer>(
    (markers) => {
      if (zooming.current) waiting.current = markers;
      else draw(markers);
    },
    [draw],
  );
  useEffect(() => {
    const onZoomAnimation = () => {
      zooming.current = true;
    };
    const onZoomEnd = () => {
      zooming.current = false;
      const markers = waiting.current;
      waiting.current = null;
      if (markers) draw(markers);
    };
    map.on('zoomanim', onZoomAnimation);
    map.on('zoomend', onZoomEnd);
    return () => {
      map.off('zoomanim', onZoomAnimation);
      map.off('zoomend', onZoomEnd);
    };
  }, [map, draw]);

  useLayoutEffect(() => {
    drawMarkersRef.current = apply;
    return () => {
      drawMarkersRef.current = null;
    };
  }, [drawMarkersRef, apply]);

  useLayoutEffect(() => apply(markers), [apply, markers]);

  useEffect(() => {
    selected.current = selectedId;
    for (const item of placed.current.values()) showSelected(item, selectedId);
  }, [selectedId]);

  // A group's name says what a click does, which changes with the zoom limit.
  useEffect(() => {
    const refreshLabels = () => {
      for (const { data, button } of placed.current.values()) {
        if (data.kind !== 'cluster') continue;
        const zoomsIn =
          clusterClickZoom(data.expansionZoom, map.getZoom(), map.getMaxZoom()) !== null;
        button.setAttribute('aria-label', clusterLabel(data.count, zoomsIn));
      }
    };
    map.on('zoomlevelschange zoomend', refreshLabels);
    return () => {
      map.off('zoomlevelschange zoomend', refreshLabels);
    };
  }, [map]);

  return null;
}
