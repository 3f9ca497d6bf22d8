/**
 * Performance marks read by scripts/bench-map.mjs (a mark costs next to nothing):
 * clubs data arrival -> first clusters drawn, and each re-cluster after a move of the map.
 */
export const timingNames = {
  clubsReceived: 'map:clubs-received',
  firstClustersDrawn: 'map:first-clusters-drawn',
  firstDraw: 'map:first-draw',
  moveEnd: 'map:moveend',
  recluster: 'map:recluster',
} as const;

let firstDrawDone = false;
let pendingMoveEnd: number | undefined;

const canMark = () => typeof performance !== 'undefined' && typeof performance.mark === 'function';

export function markClubsReceived(): void {
  firstDrawDone = false;
  pendingMoveEnd = undefined;
  if (canMark()) performance.mark(timingNames.clubsReceived);
}

export function markMoveEnd(): void {
  if (!canMark()) return;
  pendingMoveEnd = performance.now();
  performance.mark(timingNames.moveEnd);
}

/** Called after markers reach the page. */
export function markMarkersDrawn(): void {
  if (!canMark()) return;
  if (!firstDrawDone) {
    firstDrawDone = true;
    performance.mark(timingNames.firstClustersDrawn);
    if (performance.getEntriesByName(timingNames.clubsReceived).length > 0) {
      performance.measure(
        timingNames.firstDraw,
        timingNames.clubsReceived,
        timingNames.firstClustersDrawn,
      );
    }
    pendingMoveEnd = undefined;
    return;
  }
  if (pendingMoveEnd !== undefined) {
    performance.measure(timingNames.recluster, { start: pendingMoveEnd, end: performance.now() });
    pendingMoveEnd = undefined;
  }
}
