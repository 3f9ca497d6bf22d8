import './map-page.css';
import { ClubFilters } from './club-filters';
import { ClubList } from './club-list';
import { MapLayout, MapPageFrame } from './map-page-frame';
import type { FirstMapView } from './first-map-view';
import { StillMapView } from './map-view-frame';
import { PendingControls } from '@/shared/ui/pending-controls';

const ignore = () => undefined;

/**
 * 'Trouver un club' before its script has run: the page's boxes, its still map and the list
 * loading, rendered to HTML at build time (scripts/prerender-pages.mjs) without Leaflet; then
 * with the `first` view's markers and list, drawn in a worker (docs/adr/0030). The controls are
 * disabled until the app draws the page over it, so nothing typed is lost.
 */
export function MapFirstPaint({ first }: { first?: FirstMapView } = {}) {
  return (
    <MapPageFrame
      filters={
        <PendingControls>
          <ClubFilters
            search=""
            onSearch={ignore}
            activityId={null}
            onActivity={ignore}
            activities={undefined}
            activitiesFailed={false}
            onRetryActivities={ignore}
            onAgeChange={ignore}
            whoAvailable={first?.ageRangesKnown ?? true}
          />
        </PendingControls>
      }
    >
      <PendingControls>
        <MapLayout
          mapShown
          onToggleMap={ignore}
          map={<StillMapView shown first={first} />}
          side={
            <ClubList
              list={first?.result.list}
              scope="view"
              selectedId={null}
              mapShown
              onShowOnMap={ignore}
              onPage={ignore}
              onLeaveGroup={ignore}
            />
          }
        />
      </PendingControls>
    </MapPageFrame>
  );
}
