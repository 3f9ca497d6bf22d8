/** Seconds left after a number of whole ticks, never below zero. */
export function remainingAfter(from: number, ticks: number): number {
  return Math.max(0, from - Math.max(0, Math.floor(ticks)));
}

export function isCountdownOver(from: number, ticks: number): boolean {
  return remainingAfter(from, ticks) === 0;
}
