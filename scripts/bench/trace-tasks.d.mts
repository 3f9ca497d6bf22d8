/** A trace event as Chrome writes it (the fields trace-tasks.mjs reads). */
export type TraceEvent = {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown>;
};

export type TaskPart = { name: string; ms: number };

export type LongTask = {
  startMs: number;
  durationMs: number;
  events: TaskPart[];
  functions: TaskPart[];
};

export const keptTaskMs: number;

export function longTasksOf(
  events: TraceEvent[],
  options?: { minMs?: number; top?: number },
): LongTask[];
