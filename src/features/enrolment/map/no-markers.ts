import type { MapMarker } from './cluster-protocol';

/** Before the first answer of the worker: nothing to draw, nothing to time. */
export const noMarkers: readonly MapMarker[] = [];
