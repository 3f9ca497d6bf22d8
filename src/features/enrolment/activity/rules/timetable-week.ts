import { addDays, addWeeks, getISOWeek, getISOWeekYear, startOfISOWeek } from 'date-fns';
import { toServerDate } from '@/shared/lib/dates';
import { formatFrench } from '@/shared/lib/french-format';
import type { Session } from '../../api/session';
import { compareCodeUnits } from '@/shared/lib/french-order';

/** An ISO week (Monday to Sunday) of the timetable. */
export type TimetableWeek = {
  number: number;
  year: number;
  /** Monday, YYYY-MM-DD. */
  startDate: string;
  /** Sunday, YYYY-MM-DD. */
  endDate: string;
};

export type TimetableDay = {
  /** YYYY-MM-DD. */
  date: string;
  /** 'lundi 17/11'. */
  label: string;
  sessions: Session[];
};

/** YYYY-MM-DD as a local day (parsing it as UTC would shift it west of Greenwich). */
function localDay(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

const iso = toServerDate;

/** The ISO week holding `date`: 2026-12-28 is week 53 of 2026, 2027-01-03 too. */
export function weekOf(date: Date): TimetableWeek {
  const monday = startOfISOWeek(date);
  return {
    number: getISOWeek(date),
    year: getISOWeekYear(date),
    startDate: iso(monday),
    endDate: iso(addDays(monday, 6)),
  };
}

export function shiftWeek(week: TimetableWeek, by: number): TimetableWeek {
  return weekOf(addWeeks(localDay(week.startDate), by));
}

export function weekTitle(week: TimetableWeek): string {
  return `Semaine ${week.number}`;
}

/** 'du 23/11/2026 au 29/11/2026'. */
export function weekRange(week: TimetableWeek): string {
  const pattern = 'dd/MM/yyyy';
  return `du ${formatFrench(localDay(week.startDate), pattern)} au ${formatFrench(localDay(week.endDate), pattern)}`;
}

/** Backend hours are HH:mm:ss; the portal shows HH:mm. */
export function displayHour(hour: string): string {
  return hour.slice(0, 5);
}

/** Seven days, Monday first, each with its sessions in start order; other weeks' are ignored. */
export function groupSessionsByDay(
  week: TimetableWeek,
  sessions: readonly Session[],
): TimetableDay[] {
  const monday = localDay(week.startDate);
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(monday, index);
    const date = iso(day);
    return {
      date,
      label: formatFrench(day, 'EEEE dd/MM'),
      sessions: sessions
        .filter((session) => session.date === date)
        .sort(
          (a, b) =>
            compareCodeUnits(a.startHour, b.startHour) || compareCodeUnits(a.endHour, b.endHour),
        ),
    };
  });
}

export function isWeekEmpty(days: readonly TimetableDay[]): boolean {
  return days.every((day) => day.sessions.length === 0);
}
