/** How far (in CSS pixels, after resistance) the programme must be pulled to refresh. */
export const pullThresholdPx = 64;

export type PullPhase = 'idle' | 'pulling' | 'ready';

/**
 * The pull of a touch that began at `startY` and is now at `currentY`: only a downward pull of a
 * frame scrolled to its top counts, and the content follows the finger at half its travel (the
 * resistance that tells a pull from a scroll).
 */
export function pullDistance(startY: number, currentY: number, scrollTop: number): number {
  if (scrollTop > 0) return 0;
  return Math.max(0, (currentY - startY) / 2);
}

/** Released in 'ready' the programme refreshes; released earlier nothing happens. */
export function pullPhase(distance: number, threshold: number = pullThresholdPx): PullPhase {
  if (distance <= 0) return 'idle';
  return distance >= threshold ? 'ready' : 'pulling';
}
