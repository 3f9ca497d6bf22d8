import { reducedMotionQuery } from '@/shared/ui/breakpoints';
import { mediaQueryMatches } from '@/shared/ui/use-media-query';

/** Read when an animation starts (a click, a located position), so no hook is needed. */
export function prefersReducedMotion(): boolean {
  return mediaQueryMatches(reducedMotionQuery);
}
