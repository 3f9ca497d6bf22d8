import type { ViewResult } from './cluster-protocol';
import type { MapViewport } from './rules/map-view';

/**
 * The map page's first view as its first script drew it before the app loaded, in a worker
 * (docs/adr/0030-public-pages-drawn-in-a-worker.md): the app starts from it, so the markers and
 * the list stay as the visitor saw them until the app's own answer, the same, replaces them.
 */
export type FirstMapView = {
  /** The map's box when it was measured, in CSS pixels. */
  box: { width: number; height: number };
  viewport: MapViewport;
  result: ViewResult;
  ageRangesKnown: boolean;
};

let kept: FirstMapView | undefined;

export function keepFirstMapView(view: FirstMapView): void {
  kept = view;
}

/** What the map page starts from; read during render, so it is forgotten in an effect. */
export function readFirstMapView(): FirstMapView | undefined {
  return kept;
}

/** A later visit of the map, in the same tab, asks its own answers. */
export function forgetFirstMapView(): void {
  kept = undefined;
}
