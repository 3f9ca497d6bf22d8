import type { ReactNode } from 'react';
import type { StatusTone } from './rules/status-tone';

/** A status as a badge: the requests' rows and the schedules' rows of Mes inscriptions. */
export function StatusChip({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={`status-chip status-chip--${tone}`}>{children}</span>;
}
