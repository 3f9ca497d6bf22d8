import { atLocal } from '../../api/pass-formats';
import type { PassSession } from '../../api/pass-session';

export function sessionStart(session: Pick<PassSession, 'day' | 'start'>): Date {
  return atLocal(session.day, session.start);
}

/** Future versus past: the date plus the start time compared with now (docs/spec/members-area.md 2). */
export function isPast(session: Pick<PassSession, 'day' | 'start'>, now: Date): boolean {
  return sessionStart(session).getTime() <= now.getTime();
}
