import type { Map as LeafletMap } from 'leaflet';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { prefersReducedMotion } from './reduced-motion';
import { geolocationOptions, mapZoom } from './rules/map-view';
import { Button } from '@/shared/ui/button';

const failureMessages: Record<number, string> = {
  1: "La localisation a été refusée. Autorisez-la dans votre navigateur pour l'utiliser.",
  2: "Votre position n'a pas pu être déterminée.",
  3: 'La localisation a pris trop de temps. Veuillez réessayer.',
};

/** 'Me localiser': centres the map on the visitor (5 s time-out, no high accuracy). */
export function LocateButton({ map }: { map: LeafletMap | null }) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  // Drawn when unknown (the build's prerender, a worker drawing the page: neither has a window's
  // navigator): most browsers can locate.
  if (typeof window !== 'undefined' && !('geolocation' in navigator)) return null;

  const locate = () => {
    setPending(true);
    setMessage('Localisation en cours…');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setPending(false);
        setMessage('La carte est centrée sur votre position.');
        const target: [number, number] = [coords.latitude, coords.longitude];
        if (prefersReducedMotion()) map?.setView(target, mapZoom.located);
        else map?.flyTo(target, mapZoom.located);
      },
      (error) => {
        setPending(false);
        setMessage(failureMessages[error.code] ?? failureMessages[2] ?? '');
      },
      geolocationOptions,
    );
  };

  return (
    <div className="map-locate">
      <Button
        variant="secondary"
        className="map-tool"
        onClick={locate}
        disabled={pending || map === null}
      >
        <LocateFixed aria-hidden="true" focusable="false" />
        Me localiser
      </Button>
      <p className="map-locate__status" role="status">
        {message}
      </p>
    </div>
  );
}
