/**
 * Read when the map flies to a cluster. Written here rather than through shared/ui/breakpoints.ts
 * (the same query): importing it would add a chunk to the map route, whose budget is tight.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
