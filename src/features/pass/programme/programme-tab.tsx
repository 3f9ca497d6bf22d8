import { RefreshCw } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useGetPassMonthSessionsInfiniteQuery } from '../api/get-month-sessions';
import { useGetPassBookingsQuery } from '../api/get-bookings';
import { monthDateOf } from '../api/pass-formats';
import { usePassContext } from '../context/pass-context';
import { shouldAutoLoad } from './rules/month-loading';
import { programmeDaysByMonth, type MonthDaysCache } from './rules/programme-days';
import { bookedIdsOf, ProgrammeDaySection } from './programme-day';
import { useFrameHeight } from './use-frame-height';
import { Button } from '@/shared/ui/button';
import { desktopQuery } from '@/shared/ui/breakpoints';
import { EmptyState } from '@/shared/ui/empty-state';
import { ErrorState } from '@/shared/ui/error-state';
import { useMediaQuery } from '@/shared/ui/use-media-query';
import { usePullToRefresh } from './use-pull-to-refresh';
import { useSessionDialog } from './use-session-dialog';

/** Within this distance of the bottom the next month loads (docs/spec/members-area.md 9, distance 2). */
const loadDistancePx = 400;

/** Programmation (docs/spec/members-area.md 2): the selected club's sessions, month after month. */
export default function ProgrammeTab() {
  const { club, account } = usePassContext();
  if (!club)
    return (
      <EmptyState className="pass-empty">
        Aucun club PASS n’est disponible pour le moment.
      </EmptyState>
    );
  return (
    <Programme
      key={club.clubId}
      clubId={club.clubId}
      ayantDroitId={account.personne.idAyantDroit}
    />
  );
}

function Programme({ clubId, ayantDroitId }: { clubId: number; ayantDroitId: number }) {
  const [firstMonth] = useState(() => monthDateOf(new Date()));
  const query = useGetPassMonthSessionsInfiniteQuery({ clubId, firstMonth });
  const bookings = useGetPassBookingsQuery(ayantDroitId);
  const { ref, height } = useFrameHeight<HTMLDivElement>();
  // Desktop (issue 23, 'screens that use the room'): the page scrolls and the programme takes
  // its width, instead of docs/spec/members-area.md 2's inner frame that showed about three sessions.
  const desktop = useMediaQuery(desktopQuery);
  const openSession = useSessionDialog();
  const sentinel = useRef<HTMLDivElement>(null);
  const { data, hasNextPage, isFetching, fetchNextPage, refetch } = query;
  const pull = usePullToRefresh(ref, () => void refetch(), !isFetching);

  // 'Now' moves on with every answer, so that sessions begun since then leave the list.
  const loadedAt = query.fulfilledTimeStamp;
  const now = useMemo(() => (loadedAt ? new Date(loadedAt) : new Date()), [loadedAt]);
  const [monthCache] = useState<MonthDaysCache>(() => new WeakMap());
  const latestDays = useMemo(
    () => programmeDaysByMonth(data?.pages ?? [], now, monthCache),
    [data, now, monthCache],
  );
  // A new month (about 150 slots) renders in the background, in slices that let scrolling and
  // clicks through: the store's update alone would render it in one long task.
  const days = useDeferredValue(latestDays);
  const drawn = days === latestDays;
  const upcoming = latestDays.reduce((count, day) => count + day.sessions.length, 0);
  const booked = useMemo(
    () => new Set((bookings.data ?? []).map((item) => item.lesActCals.rowId)),
    [bookings.data],
  );
  const monthsLoaded = data?.pages.length ?? 0;

  // Fewer than 5 sessions loaded: the next month comes on its own, up to the maximum.
  useEffect(() => {
    if (data && !isFetching && hasNextPage && shouldAutoLoad(upcoming, monthsLoaded)) {
      void fetchNextPage();
    }
  }, [data, isFetching, hasNextPage, upcoming, monthsLoaded, fetchNextPage]);

  // Infinite scroll: the sentinel near the bottom of the frame asks for the next month. It is
  // watched only once the loaded months are drawn: before, it sits right under the old days, in
  // view, and each arriving month asked for the next until all six were loaded (and rendered).
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !drawn || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && hasNextPage && !isFetching) {
          void fetchNextPage();
        }
      },
      { root: desktop ? null : ref.current, rootMargin: `0px 0px ${loadDistancePx}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref, desktop, drawn, hasNextPage, isFetching, fetchNextPage]);

  return (
    <div className="pass-programme">
      <div className="pass-toolbar">
        <Button onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" focusable="false" size={16} /> Actualiser
        </Button>
      </div>
      <div
        ref={ref}
        className="pass-frame"
        style={desktop ? undefined : { height }}
        role="region"
        aria-label="Séances programmées"
        data-sessions={upcoming}
        // Where the frame scrolls (below desktop), the keyboard must reach it to scroll it.
        tabIndex={desktop ? undefined : 0}
      >
        {pull.phase !== 'idle' && (
          // Touch only, and said by nothing: the 'Actualiser' button is the accessible way.
          <p className="pass-pull" aria-hidden="true" style={{ height: pull.distance }}>
            {pull.phase === 'ready' ? 'Relâchez pour actualiser' : 'Tirez pour actualiser'}
          </p>
        )}
        {days.map((day) => (
          <ProgrammeDaySection
            key={day.day}
            day={day}
            bookedIds={bookedIdsOf(day, booked)}
            onOpen={openSession}
          />
        ))}
        {drawn && data && days.length === 0 && !isFetching && !hasNextPage && (
          <EmptyState className="pass-empty">Aucune séance planifiée pour ce club.</EmptyState>
        )}
        <div ref={sentinel} className="pass-sentinel" aria-hidden="true" />
        {query.isError && !isFetching && (
          // The frame stays (its height and the next-month watch depend on it): the failure of
          // a month is said inside it, with the kit's 'Réessayer'.
          <ErrorState
            message="Les séances n’ont pas pu être chargées."
            onRetry={() => void (data ? fetchNextPage() : refetch())}
          />
        )}
        {isFetching && (
          <p className="pass-loading" role="status">
            Chargement des séances…
          </p>
        )}
        {drawn && data && !hasNextPage && days.length > 0 && (
          <p className="pass-end">Fin de la programmation disponible.</p>
        )}
      </div>
    </div>
  );
}
