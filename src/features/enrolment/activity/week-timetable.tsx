import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import type { ActivityCategory } from '../api/activity';
import { combineQueries } from '@/shared/api/query-status';
import {
  displayHour,
  groupSessionsByDay,
  isWeekEmpty,
  weekRange,
  weekTitle,
} from './rules/timetable-week';
import type { WeekSessions } from './use-week-sessions';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** The weekly timetable, Monday to Sunday of an ISO week, starting with the current week. */
export function WeekTimetable({
  timetable: { week, sessions: sessionsQuery, shift },
  categories,
}: {
  timetable: WeekSessions;
  categories: readonly ActivityCategory[];
}) {
  const sessions = combineQueries(sessionsQuery);
  const categoryTitle = (id: number | null) =>
    categories.find((category) => category.id === id)?.title;

  return (
    <section className="enrolment-section" aria-labelledby="timetable-title">
      <h2 id="timetable-title">Horaires</h2>
      <div className="enrolment-week-nav">
        <Button variant="secondary" onClick={() => shift(-1)}>
          <ChevronLeft aria-hidden="true" focusable="false" size={18} />
          Semaine précédente
        </Button>
        <p className="enrolment-week-nav__label" aria-live="polite">
          <strong>{weekTitle(week)}</strong> <span>{weekRange(week)}</span>
        </p>
        <Button variant="secondary" onClick={() => shift(1)}>
          Semaine suivante
          <ChevronRight aria-hidden="true" focusable="false" size={18} />
        </Button>
      </div>
      {sessions.status === 'loading' && <Spinner label="Chargement des séances…" />}
      {sessions.status === 'failed' && (
        <ErrorState
          message="Impossible de charger les séances de cette semaine."
          onRetry={sessions.retry}
        />
      )}
      {sessions.status === 'succeeded' && sessionsQuery.currentData && (
        <WeekDays
          days={groupSessionsByDay(week, sessionsQuery.currentData)}
          categoryTitle={categoryTitle}
        />
      )}
    </section>
  );
}

function WeekDays({
  days,
  categoryTitle,
}: {
  days: ReturnType<typeof groupSessionsByDay>;
  categoryTitle: (id: number | null) => string | undefined;
}) {
  if (isWeekEmpty(days)) {
    return (
      <EmptyState className="enrolment-empty">
        Aucune séance connue pour la semaine choisie.
      </EmptyState>
    );
  }
  return (
    <ul className="enrolment-week">
      {days.map((day) => (
        <li key={day.date} className="enrolment-week__day">
          <h3 className="enrolment-week__day-title">{day.label}</h3>
          {day.sessions.length === 0 ? (
            <p className="enrolment-muted">Pas de séance ce jour.</p>
          ) : (
            <ul className="enrolment-week__sessions">
              {day.sessions.map((session) => {
                const category = categoryTitle(session.categoryId);
                return (
                  <li key={session.id}>
                    <span className="enrolment-week__hours">
                      {displayHour(session.startHour)} – {displayHour(session.endHour)}
                    </span>
                    {category && <span> · {category}</span>}
                    {session.description && (
                      <span className="enrolment-muted"> · {session.description}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
