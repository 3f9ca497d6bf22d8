import './map-page.css';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { ErrorState } from '@/shared/ui/error-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { ClubFilters } from './club-filters';
import { ClubList } from './club-list';
import { ClubPanel } from './club-panel';
import { forgetFirstMapView, readFirstMapView } from './first-map-view';
import { MapLayout, MapPageFrame } from './map-page-frame';
import type { ListClub } from './cluster-protocol';
import { StillMapView } from './map-view-frame';
import { noMarkers } from './no-markers';
import type { ClubFilter } from './rules/club-filter';
import type { ClubGroup, MapViewport } from './rules/map-view';
import { federalActivityChoices } from './rules/federal-activity-choices';
import { composeViewQuery, type ViewQueryInputs } from './rules/view-query';
import { useLoadClubsQuery } from '../api/get-clubs';
import { useGetFederalActivitiesQuery } from '../api/get-federal-activities';
import { useClusterClient } from './use-cluster-client';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { useViewResult, type MarkerDrawer } from './use-view-result';
import { useTownSearch } from './use-town-search';
import { boundsAround } from './rules/distance';

type Selection = { club: ListClub; fromMap: boolean };

// Leaflet loads and starts in tasks of its own, after the page's own: a phone's main thread is
// never blocked by both at once (ADR 0013). Until then the map's box holds its still picture.
const MapView = lazy(() => import('./map-view').then(({ MapView }) => ({ default: MapView })));

/**
 * 'Trouver un club' (docs/spec/enrolment.md section 2, 'Map and lists'): the map and its accessible
 * twin, the list, show the same filtered clubs and follow each other.
 */
export function MapPage() {
  usePageTitle('Trouver un club');
  // The view the page's first script drew before the app (first-map-view.ts), if any.
  const [first] = useState(readFirstMapView);
  useEffect(forgetFirstMapView, []);
  const client = useClusterClient();
  const clubs = useLoadClubsQuery(client.id);
  const activities = useGetFederalActivitiesQuery(client.id);
  const { refetch: refetchActivities } = activities;
  const retryActivities = useCallback(() => void refetchActivities(), [refetchActivities]);
  // The answer's items, or the clubs' federalActivities when the items give no id (issue 32).
  const clubActivityIds = clubs.currentData?.federalActivityIds;
  const activityChoices = useMemo(
    () =>
      activities.currentData &&
      federalActivityChoices(activities.currentData, clubActivityIds ?? []),
    [activities.currentData, clubActivityIds],
  );

  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, 250);
  const [activityId, setActivityId] = useState<number | null>(null);
  const [ageInMonths, setAgeInMonths] = useState<number | null>(null);
  const [mapShown, setMapShown] = useState(true);
  const [view, setView] = useState<MapViewport | null>(first?.viewport ?? null);
  const [group, setGroup] = useState<ClubGroup | null>(null);
  const [page, setPage] = useState(0);
  const [selection, setSelection] = useState<Selection | null>(null);
  // The list shows the selected club's page until the visitor pages on their own.
  const [followSelection, setFollowSelection] = useState(false);

  // A search naming a town moves the map to it and lists the clubs around it (issue 34).
  const applied = useTownSearch(client.id, debouncedSearch);
  const filter = useMemo<ClubFilter>(
    () => ({ search: applied.search, near: applied.near, activityId, ageInMonths }),
    [applied, activityId, ageInMonths],
  );
  const area = useMemo(() => applied.near && boundsAround(applied.near), [applied]);
  const focusId = followSelection && selection ? selection.club.id : null;
  const inputs: ViewQueryInputs = { filter, mapShown, view, group, page, focusId };
  const query = useMemo(
    () => composeViewQuery({ filter, mapShown, view, group, page, focusId }),
    [filter, mapShown, view, group, page, focusId],
  );
  const latestInputs = useRef(inputs);
  useLayoutEffect(() => {
    latestInputs.current = inputs;
  });
  const drawMarkersRef = useRef<MarkerDrawer | null>(null);
  const { result, answered, failed, ask } = useViewResult(
    clubs.currentData !== undefined ? client : undefined,
    query,
    drawMarkersRef,
    first?.result,
  );

  // The list's status names the town its answer was drawn around, not one still being asked: a
  // town's name arrives before the clubs around it.
  const listTown =
    answered?.filter.near && answered.filter.near === applied.near ? applied.town : null;

  // Stable handlers: the map, the list and the filters then render only when their data change.
  const restart = useCallback(() => {
    setPage(0);
    setGroup(null);
  }, []);
  const onSearch = useCallback(
    (value: string) => {
      setSearch(value);
      restart();
    },
    [restart],
  );
  const onActivity = useCallback(
    (id: number | null) => {
      setActivityId(id);
      restart();
    },
    [restart],
  );
  const onAgeChange = useCallback(
    (months: number | null) => {
      setAgeInMonths(months);
      restart();
    },
    [restart],
  );
  // A move asks the worker at once, then renders right after Leaflet's handlers.
  const onViewChange = useCallback(
    (next: MapViewport | null) => {
      ask(composeViewQuery({ ...latestInputs.current, view: next, page: 0, group: null }));
      queueMicrotask(() =>
        flushSync(() => {
          setView(next);
          restart();
        }),
      );
    },
    [ask, restart],
  );
  const onViewForeseen = useCallback(
    (next: MapViewport) =>
      ask(composeViewQuery({ ...latestInputs.current, view: next, page: 0, group: null })),
    [ask],
  );
  const selectFromMap = useCallback((club: ListClub) => {
    setSelection({ club, fromMap: true });
    setFollowSelection(true);
  }, []);
  const selectFromList = useCallback((club: ListClub) => {
    setSelection({ club, fromMap: false });
    setFollowSelection(true);
  }, []);
  const onGroup = useCallback((next: ClubGroup) => {
    setGroup(next);
    setPage(0);
    setFollowSelection(false);
  }, []);
  const onPage = useCallback((next: number) => {
    setFollowSelection(false);
    setPage(next);
  }, []);
  const onLeaveGroup = useCallback(() => setGroup(null), []);
  const closeSelection = () => {
    setSelection(null);
    setFollowSelection(false);
  };

  const failure =
    clubs.error && !clubs.isFetching
      ? clubs.error.message
      : failed
        ? "Les clubs n'ont pas pu être affichés. Veuillez réessayer."
        : undefined;

  return (
    <MapPageFrame
      filters={
        <ClubFilters
          search={search}
          onSearch={onSearch}
          activityId={activityId}
          onActivity={onActivity}
          activities={activityChoices}
          activitiesFailed={activities.isError && !activities.isFetching}
          onRetryActivities={retryActivities}
          onAgeChange={onAgeChange}
          whoAvailable={clubs.currentData?.ageRangesKnown ?? first?.ageRangesKnown ?? true}
        />
      }
    >
      {failure ? (
        <ErrorState message={failure} onRetry={() => void clubs.refetch()} />
      ) : (
        <MapLayout
          mapShown={mapShown}
          onToggleMap={() => setMapShown((shown) => !shown)}
          map={
            <Suspense fallback={<StillMapView shown={mapShown} first={first} />}>
              <MapView
                shown={mapShown}
                markers={result?.markers ?? noMarkers}
                drawMarkersRef={drawMarkersRef}
                selected={selection?.club ?? null}
                area={area}
                onViewChange={onViewChange}
                onViewForeseen={onViewForeseen}
                onClub={selectFromMap}
                onGroup={onGroup}
                first={first}
              />
            </Suspense>
          }
          side={
            <>
              {selection && (
                <ClubPanel
                  club={selection.club}
                  takeFocus={selection.fromMap}
                  onClose={closeSelection}
                />
              )}
              <ClubList
                list={result?.list}
                scope={query.list.scope.kind}
                town={listTown}
                selectedId={selection?.club.id ?? null}
                mapShown={mapShown}
                onShowOnMap={selectFromList}
                onPage={onPage}
                onLeaveGroup={onLeaveGroup}
              />
            </>
          }
        />
      )}
    </MapPageFrame>
  );
}
