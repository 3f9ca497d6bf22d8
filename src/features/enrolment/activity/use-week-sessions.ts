import { useState } from 'react';
import { useGetPublicSessionsQuery } from '@/shared/activity-sessions/get-public-sessions';
import { shiftWeek, weekOf, type TimetableWeek } from './rules/timetable-week';

/**
 * The timetable's week and its sessions, held by the activity page: the page waits for the first
 * week's answer, so that the timetable cannot push the categories below it once drawn.
 */
export function useWeekSessions(activityId: number) {
  const [week, setWeek] = useState<TimetableWeek>(() => weekOf(new Date()));
  // Places left change all the time: a week seen again is asked again, not read from the cache.
  const sessions = useGetPublicSessionsQuery(
    { activityId, startDate: week.startDate, endDate: week.endDate },
    { refetchOnMountOrArgChange: true },
  );
  const shift = (weeks: 1 | -1) => setWeek((current) => shiftWeek(current, weeks));
  return { week, sessions, shift };
}

export type WeekSessions = ReturnType<typeof useWeekSessions>;
