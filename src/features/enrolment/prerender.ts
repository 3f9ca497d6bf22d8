/**
 * What the build prerenders of the map page (src/app/static-pages.tsx): the feature's second
 * public entry (docs/adr/0024-feature-shape.md), kept apart from index.ts so that the browser's
 * shell never carries it.
 */
export { MapFirstPaint } from './map/map-first-paint';
export { askFirstMapView } from './map/ask-first-map-view';
export { mapPreview } from './map/map-preview';
export { franceCenter, mapZoom } from './map/rules/map-view';
export { ClubPage } from './club/club-page';
export { ActivityPage } from './activity/activity-page';
export { readClubPage } from './club/read-club-page';
export { readActivityPage } from './activity/read-activity-page';
