/**
 * Where a tolerant list reader reports the items it left out. Kept apart from zod so that a
 * page whose list is parsed elsewhere (the map's worker) can report without loading zod.
 * The app wires the listener to the UI at start-up; without one, the console is the only trace.
 */
export type DroppedItemsReport = {
  /** The call, as 'GET /public/valides/activities/{clubId}'. */
  endpoint: string;
  /** How many items of the last answer were left out (0: the last answer was whole). */
  count: number;
};

type Listener = (report: DroppedItemsReport) => void;

let listener: Listener = () => undefined;

export function onDroppedItems(next: Listener): void {
  listener = next;
}

export function reportDroppedItems(report: DroppedItemsReport): void {
  listener(report);
}

/** 'élément illisible n'a pas été affiché' with the right number. */
export function droppedItemsMessage(count: number): string {
  return count === 1
    ? "1 élément illisible n'a pas été affiché."
    : `${count} éléments illisibles n'ont pas été affichés.`;
}
