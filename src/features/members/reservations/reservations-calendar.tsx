import FullCalendar, { type DatesSetInfo, type EventClickInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import frLocale from '@fullcalendar/react/locales/fr';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { toServerDate } from '@/shared/lib/dates';
import { useOnline } from '@/shared/lib/use-online';
import { connectionNeededNotice } from '@/shared/offline/connection-needed';
import { useAppDispatch } from '@/shared/store/store';
import { phoneQuery } from '@/shared/ui/breakpoints';
import { useMediaQuery } from '@/shared/ui/use-media-query';
import { useDialogs } from '@/shared/ui/dialog-host';
import type { CalendarSession } from '../api/calendar-session';
import { loadCalendarSessions } from './load-calendar-sessions';
import { ReservationDialog } from './reservation-dialog';
import { localDateTime } from './rules/paris-time';
import type { CalendarScope } from './rules/member-categories';
import { useKeepNextClubSessions, type KeptSessionsOwner } from './use-keep-next-club-sessions';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './reservations-calendar.css';

type Range = { from: string; to: string; listView: boolean };

// FullCalendar's options that never change, made once: new objects at each render would be new
// options for it to read again (the calendar is drawn again whenever its sessions or its period
// change).
const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, classicThemePlugin];
const headerToolbar = {
  start: 'prev,next today',
  center: 'title',
  end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
};
const buttons = {
  today: { text: "Aujourd'hui", hint: "Aller à aujourd'hui" },
  prev: { hint: 'Période précédente' },
  next: { hint: 'Période suivante' },
  dayGridMonth: { text: 'Mois', hint: 'Vue par mois' },
  timeGridWeek: { text: 'Semaine', hint: 'Vue par semaine' },
  timeGridDay: { text: 'Jour', hint: 'Vue par jour' },
  listMonth: { text: 'Mes réservations', hint: 'Liste de mes réservations du mois' },
};

/**
 * A week's narrow columns cut a long title ('Natation - Adultes' at 768 px): the whole title
 * shows on hover, as the event's name and in its dialog (e2e/layout-check.ts).
 */
function titleOnHover(info: { el: HTMLElement; event: { title: string } }) {
  info.el.setAttribute('title', info.event.title);
}

/**
 * 'Réservations' (docs/spec/members-area.md 2 and 9): FullCalendar with month, week, day and a list
 * of the reserved sessions only; French, weekends on. Loaded only when its area opens.
 */
export function ReservationsCalendar({
  owner,
  scope,
}: {
  owner: KeptSessionsOwner;
  scope: CalendarScope;
}) {
  const { profileId } = owner;
  const dispatch = useAppDispatch();
  const dialogs = useDialogs();
  // A phone opens on the day view: a 7-day week does not fit (issue 23). Crossing the breakpoint
  // draws the calendar again with the view of its new width.
  const phone = useMediaQuery(phoneQuery);
  const [range, setRange] = useState<Range | null>(null);
  const [sessions, setSessions] = useState<CalendarSession[]>([]);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const online = useOnline();
  useKeepNextClubSessions(owner, scope, version);

  useEffect(() => {
    if (!range) return;
    let current = true;
    loadCalendarSessions(dispatch, scope, profileId, range.from, range.to).then(
      (booked) => {
        if (!current) return;
        // Drawn in a transition: a phone draws a period's sessions in slices, and a press on the
        // calendar meanwhile (the next period) is answered first (issue 37).
        startTransition(() => {
          setFailed(false);
          setSessions(booked);
        });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [dispatch, profileId, range, scope, version]);

  const events = useMemo(
    () =>
      sessions
        .filter((session) => !range?.listView || session.reserved)
        .map((session) => ({
          id: String(session.id),
          title: `${session.activityName} - ${session.categoryName}${session.reserved ? ' (inscrit)' : ''}`,
          start: localDateTime(session.date, session.startHour),
          end: localDateTime(session.date, session.endHour),
          // Our theme's colours: white on #3788d8 (FullCalendar's default) fails AA contrast.
          color: session.reserved ? 'var(--color-success)' : 'var(--color-primary)',
          textColor: 'var(--color-primary-contrast)',
          extendedProps: { session },
        })),
    [sessions, range?.listView],
  );

  const openSession = useCallback(
    (info: EventClickInfo) => {
      info.jsEvent.preventDefault();
      const session = info.event.extendedProps.session as CalendarSession;
      dialogs.open({
        title: `${session.activityName} - ${session.categoryName}`,
        width: '500px',
        maxHeight: '80svh',
        render: () => (
          <ReservationDialog session={session} profileId={profileId} onChanged={reload} />
        ),
      });
    },
    [dialogs, profileId, reload],
  );
  // The period the member moved to is drawn by FullCalendar at once; its sessions are asked
  // after that frame (docs/adr/0029-low-tier-first-steps.md).
  const showPeriod = useCallback((info: DatesSetInfo) => {
    startTransition(() =>
      setRange({
        from: toServerDate(info.start),
        to: toServerDate(new Date(info.end.getTime() - 1)),
        listView: info.view.type.startsWith('list'),
      }),
    );
  }, []);

  return (
    <div className="reservations-calendar">
      {failed && <p role="alert">Les séances n&apos;ont pas pu être chargées.</p>}
      {!online && <p role="status">{connectionNeededNotice}</p>}
      <FullCalendar
        key={phone ? 'phone' : 'wide'}
        plugins={plugins}
        locale={frLocale}
        timeZone="local"
        initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
        weekends
        height="auto"
        // With its height automatic the calendar has no scroller of its own: resetting one at each
        // new period only forced a layout in the press that asked for it (issue 37).
        scrollTimeReset={false}
        slotMinTime="07:00:00"
        slotMaxTime="23:00:00"
        allDaySlot={false}
        eventInteractive
        eventDidMount={titleOnHover}
        headerToolbar={headerToolbar}
        buttons={buttons}
        noEventsText="Aucune réservation ce mois-ci."
        timedText="Horaires"
        allDayText="Toute la journée"
        eventsHint="Séances"
        events={events}
        datesSet={showPeriod}
        eventClick={openSession}
      />
    </div>
  );
}
