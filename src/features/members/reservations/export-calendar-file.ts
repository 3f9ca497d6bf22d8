import { downloadCalendarFile } from '@/shared/lib/download-calendar-file';
import type { CalendarSession } from '../api/calendar-session';
import { calendarFileName, sessionEvent } from './rules/calendar-file';

/** Builds the .ics (the `ics` library, loaded on the first export) and hands it to the browser. */
export async function exportCalendarFile(
  sessions: readonly CalendarSession[],
  productName: string,
  series: boolean,
): Promise<void> {
  const first = sessions[0];
  if (!first) return;
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(
    sessions.map((session) => sessionEvent(session, productName)),
  );
  if (error || !value) throw error ?? new Error('Empty calendar file');
  downloadCalendarFile(value, calendarFileName(first, series));
}
