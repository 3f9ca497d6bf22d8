import Supercluster, { type ClusterFeature, type PointFeature } from 'supercluster';
import type { ClubSummary } from '../api/club-summary';
import type { ListClub, MapMarker, ViewQuery, ViewResult } from './cluster-protocol';
import {
  clubMatches,
  filterKey,
  isNoFilter,
  joinSearchParts,
  normalizeSearchText,
  searchTokens,
} from './rules/club-filter';
import { declutter } from './rules/declutter';
import { pageShowing, listPageSize } from './rules/list-page';
import { clustersWithinLimit, mapZoom, type ListScope } from './rules/map-view';
import { distanceKm, type Near } from './rules/distance';

/**
 * The clubs behind the map and the list. It runs in the clusters worker (the main thread only
 * asks questions), and in the page itself where no Worker exists (unit tests).
 */

type PointProps = { i: number };
type ClusterIndex = Supercluster<PointProps, Record<string, never>>;

/** Numbers padded so that 'club 9' sorts before 'club 10'. */
function naturalKey(normalized: string): string {
  return normalized.replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

function toListClub(club: ClubSummary, near?: Near | null): ListClub {
  const listed: ListClub = {
    id: club.id,
    title: club.title,
    address: club.address,
    postalCode: club.postalCode,
    city: club.city,
    lat: club.latitude,
    lng: club.longitude,
  };
  if (near) listed.distanceKm = distanceKm(near, { lat: club.latitude, lng: club.longitude });
  return listed;
}

type FilteredSet = {
  key: string;
  /**
   * Positions in the sorted catalogue, ascending (by name), or nearest first around a searched
   * town (rules/town-search.ts).
   */
  positions: number[];
  /** Around a searched town: each listed position's rank, nearest first. */
  ranks: Map<number, number> | undefined;
  near: Near | null;
  index: ClusterIndex | undefined;
  version: number;
};

export type ClubExplorer = {
  readonly count: number;
  query(query: ViewQuery): ViewResult;
};

export function createClubExplorer(input: readonly ClubSummary[]): ClubExplorer {
  // Sorted once by name then town, so that every list page is a slice.
  // Words repeat across 20,000 names, towns and postal codes ('amicale', 'de', 'lyon'): each
  // is normalised once. Normalising word by word gives the same text as the whole string.
  const normalizedWords = new Map<string, string>();
  const normalizeWords = (value: string) =>
    joinSearchParts(
      value.split(/\s+/).map((word) => {
        let result = normalizedWords.get(word);
        if (result === undefined) {
          result = normalizeSearchText(word);
          normalizedWords.set(word, result);
        }
        return result;
      }),
    );
  const decorated = input.map((club) => {
    const title = normalizeWords(club.title);
    const city = normalizeWords(club.city ?? '');
    return {
      club,
      searchText: joinSearchParts([title, city, normalizeWords(club.postalCode ?? '')]),
      sortKey: `${naturalKey(title)}\u0000${naturalKey(city)}`,
    };
  });
  decorated.sort((a, b) =>
    a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.club.id - b.club.id,
  );
  const clubs = decorated.map((item) => item.club);
  const searchTexts = decorated.map((item) => item.searchText);
  const positionOfId = new Map(clubs.map((club, position) => [club.id, position]));
  const latitudes = Float64Array.from(clubs, (club) => club.latitude);
  const longitudes = Float64Array.from(clubs, (club) => club.longitude);

  let versions = 0;
  let cached: FilteredSet | undefined;

  function filtered(filter: ViewQuery['filter']): FilteredSet {
    const key = filterKey(filter);
    if (cached?.key === key) return cached;
    const tokens = searchTokens(filter.search);
    let positions = clubs.map((_, position) => position);
    if (!isNoFilter(filter)) {
      positions = positions.filter((position) =>
        clubMatches(
          clubs[position] as ClubSummary,
          searchTexts[position] as string,
          filter,
          tokens,
        ),
      );
    }
    const near = filter.near ?? null;
    let ranks: Map<number, number> | undefined;
    if (near) {
      const away = new Map(
        positions.map((position) => [
          position,
          distanceKm(near, {
            lat: latitudes[position] as number,
            lng: longitudes[position] as number,
          }),
        ]),
      );
      positions.sort((a, b) => (away.get(a) as number) - (away.get(b) as number) || a - b);
      ranks = new Map(positions.map((position, rank) => [position, rank]));
    }
    versions += 1;
    cached = { key, positions, ranks, near, index: undefined, version: versions };
    return cached;
  }

  function indexOf(set: FilteredSet): ClusterIndex {
    if (!set.index) {
      // Clusters up to 12: at the selected-club zoom (13) every club stands alone.
      set.index = new Supercluster<PointProps, Record<string, never>>({
        // 120 of a 512 extent is about 60 screen pixels on 256 px tiles: wider than the
        // largest marker (44 px), so that declutter rarely has anything to merge.
        radius: 120,
        maxZoom: mapZoom.selected - 1,
      }).load(
        set.positions.map((position) => {
          const club = clubs[position] as ClubSummary;
          return {
            type: 'Feature',
            properties: { i: position },
            geometry: { type: 'Point', coordinates: [club.longitude, club.latitude] },
          };
        }),
      );
    }
    return set.index;
  }

  function markersOf(set: FilteredSet, map: NonNullable<ViewQuery['map']>): MapMarker[] {
    const index = indexOf(set);
    const { features } = clustersWithinLimit((zoom) => index.getClusters(map.bbox, zoom), map.zoom);
    const markers = features.map((feature): MapMarker => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if ('cluster' in feature.properties) {
        const cluster = feature as ClusterFeature<Record<string, never>>;
        const clusterId = cluster.properties.cluster_id;
        const count = cluster.properties.point_count;
        return {
          kind: 'cluster',
          key: `g${set.version}-${clusterId}`,
          clusterIds: [clusterId],
          clubIds: [],
          count,
          lat,
          lng,
          expansionZoom: index.getClusterExpansionZoom(clusterId),
        };
      }
      const club = clubs[(feature as PointFeature<PointProps>).properties.i] as ClubSummary;
      return { kind: 'club', key: `c${club.id}`, club: toListClub(club, set.near) };
    });
    return declutter(markers, map.zoom);
  }

  function listed(set: FilteredSet, scope: ListScope): number[] {
    if (scope.kind === 'all') return set.positions;
    if (scope.kind === 'view') {
      // Typed arrays: this loop runs over every filtered club at each pan.
      const [west, south, east, north] = scope.bbox;
      return set.positions.filter((position) => {
        const lat = latitudes[position] as number;
        const lng = longitudes[position] as number;
        return lat >= south && lat <= north && lng >= west && lng <= east;
      });
    }
    try {
      const index = indexOf(set);
      const positions = new Set<number>();
      for (const clusterId of scope.clusterIds) {
        for (const leaf of index.getLeaves(clusterId, Infinity)) positions.add(leaf.properties.i);
      }
      for (const clubId of scope.clubIds) {
        const position = positionOfId.get(clubId);
        if (position !== undefined) positions.add(position);
      }
      const { ranks } = set;
      return ranks
        ? [...positions].sort((a, b) => (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0))
        : [...positions].sort((a, b) => a - b);
    } catch {
      // The group belongs to an older filter: fall back to every filtered club.
      return set.positions;
    }
  }

  return {
    count: clubs.length,
    query({ filter, map, list }) {
      const set = filtered(filter);
      const positions = listed(set, list.scope);
      const focusPosition = list.focusId === null ? undefined : positionOfId.get(list.focusId);
      const focusIndex = focusPosition === undefined ? -1 : positions.indexOf(focusPosition);
      const page = pageShowing(focusIndex, list.page, positions.length);
      const start = page * listPageSize;
      return {
        filteredCount: set.positions.length,
        markers: map ? markersOf(set, map) : [],
        list: {
          total: positions.length,
          page,
          items: positions
            .slice(start, start + listPageSize)
            .map((position) => toListClub(clubs[position] as ClubSummary, set.near)),
        },
      };
    },
  };
}
