/**
 * A still picture of the map's first view (France at zoom 5, centred as Leaflet centres it),
 * drawn at build time (scripts/prerender-pages.mjs). The first paint shows it before any
 * script runs, and the map keeps it under its tiles until they have loaded.
 */
export const mapPreview = { path: '/map-preview.svg', width: 1280, height: 768 } as const;

export function MapPreview() {
  return (
    <img
      className="map-view__preview"
      src={mapPreview.path}
      width={mapPreview.width}
      height={mapPreview.height}
      alt=""
      fetchPriority="high"
    />
  );
}
