/** Zoom levels of the PDF viewer, as scale factors of the page's natural size. */
export const zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const defaultZoom = 1;
export const minZoom = 0.5;
export const maxZoom = 2;

export function zoomIn(scale: number): number {
  return zoomSteps.find((step) => step > scale) ?? maxZoom;
}

export function zoomOut(scale: number): number {
  return [...zoomSteps].reverse().find((step) => step < scale) ?? minZoom;
}

export function zoomLabel(scale: number): string {
  return `${Math.round(scale * 100)} %`;
}

/** A page number kept inside the document (1 … pageCount). */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pageCount));
}

export type ViewerKeyAction =
  { type: 'page'; page: number } | { type: 'zoom'; scale: number } | null;

/**
 * The viewer's keyboard: arrows and Page Up/Down turn pages, Home/End go to the ends, + and -
 * zoom. Up and down arrows stay the scroll area's own.
 */
export function keyAction(
  key: string,
  state: { page: number; pageCount: number; scale: number },
): ViewerKeyAction {
  const go = (page: number) => ({ type: 'page' as const, page: clampPage(page, state.pageCount) });
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return go(state.page + 1);
    case 'ArrowLeft':
    case 'PageUp':
      return go(state.page - 1);
    case 'Home':
      return go(1);
    case 'End':
      return go(state.pageCount);
    case '+':
    case '=':
      return { type: 'zoom', scale: zoomIn(state.scale) };
    case '-':
      return { type: 'zoom', scale: zoomOut(state.scale) };
    default:
      return null;
  }
}
