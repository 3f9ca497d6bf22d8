import { skipToken } from '@reduxjs/toolkit/query';
import { selectSeasons } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { useGetAdminClubActivitiesQuery } from '../api/get-club-activities';
import { useGetAdminPrivilegesQuery } from '../api/get-privileges';
import { useGetAdminRegionClubsQuery } from '../api/get-region-clubs';
import { useGetAdminRolesConfigQuery } from '../api/get-roles-config';
import type { ResponsibilityValues } from './responsibility-form-schema';
import type { ResponsibilityHolder } from './responsibility-values-form';
import {
  activityOptions,
  functionOptions,
  requiredFields,
  seasonStartOf,
} from './rules/responsibility-form-rules';
import { sortByFrench } from '@/shared/lib/french-order';

const idOf = (text: string) => (text ? Number(text) : null);

/**
 * What the responsibility's fields offer for the values chosen so far: the fields the level asks
 * for, the clubs the administrator reaches in the region (and the one edited), the club's
 * sections of the current season (those the person holds disabled), and the level's functions.
 */
export function useResponsibilityChoices(
  values: ResponsibilityValues,
  holder: ResponsibilityHolder,
) {
  const privilegesQuery = useGetAdminPrivilegesQuery();
  const configQuery = useGetAdminRolesConfigQuery();
  const privileges = privilegesQuery.data;
  const config = configQuery.data;
  const seasons = useAppSelector(selectSeasons);
  const role = idOf(values.role);
  const need = requiredFields(role);
  const regionId = idOf(values.regionId);
  const clubId = idOf(values.clubId);

  const clubs = useGetAdminRegionClubsQuery(need.club && regionId !== null ? regionId : skipToken);
  const activities = useGetAdminClubActivitiesQuery(
    need.activity && regionId !== null && clubId !== null ? { regionId, clubId } : skipToken,
  );

  const reachable = new Set(privileges?.clubs.map((club) => club.id));
  const clubChoices = sortByFrench(
    (clubs.data ?? []).filter((club) => reachable.has(club.id) || club.id === holder.currentClubId),
    (club) => club.title,
  );
  const currentSeason = seasons.find((season) => season.current)?.title;
  const sections = activityOptions(activities.data ?? [], {
    seasonStart: seasonStartOf(currentSeason, new Date()),
    held: [...holder.heldActivityIds],
    current: holder.currentActivityId,
  });
  const functions = config ? functionOptions(config, role, idOf(values.serviceId)) : [];
  // The choices still on their way: their selects wait, disabled (admin-select.tsx).
  const loading = {
    config: configQuery.isLoading,
    privileges: privilegesQuery.isLoading,
    activities: activities.currentData === undefined && activities.isFetching,
  };
  return {
    privileges,
    config,
    role,
    need,
    regionId,
    clubId,
    clubChoices,
    sections,
    functions,
    loading,
  };
}
