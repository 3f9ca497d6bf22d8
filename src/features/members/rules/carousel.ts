/** Minimum time a slide stays on screen when the carousel plays by itself. */
export const carouselIntervalMs = 6000;

/** Moves by `step` slides, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** It plays by itself only with several slides, unpaused, and when motion is welcome. */
export function shouldAutoAdvance(
  count: number,
  paused: boolean,
  reducedMotion: boolean,
  userInteracting: boolean,
): boolean {
  return count > 1 && !paused && !reducedMotion && !userInteracting;
}
