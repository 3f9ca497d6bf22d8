import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';

/** The page's boxes, shared by the page and its first paint (map-first-paint.tsx). */
export function MapPageFrame({ filters, children }: { filters: ReactNode; children: ReactNode }) {
  return (
    <div className="page map-page">
      <h1>Trouver un club</h1>
      {filters}
      {children}
    </div>
  );
}

/** 'Masquer la carte' and the map beside the list. */
export function MapLayout({
  mapShown,
  onToggleMap,
  map,
  side,
}: {
  mapShown: boolean;
  onToggleMap: () => void;
  map: ReactNode;
  side: ReactNode;
}) {
  return (
    <>
      <Button
        variant="secondary"
        className="map-page__toggle"
        aria-expanded={mapShown}
        aria-controls="carte"
        onClick={onToggleMap}
      >
        {mapShown ? 'Masquer la carte' : 'Afficher la carte'}
      </Button>
      <div className={`map-page__layout${mapShown ? '' : ' map-page__layout--list-only'}`}>
        {map}
        <div className="map-page__side">{side}</div>
      </div>
    </>
  );
}
