import { keepFirstMapView } from '@/features/enrolment';
import { api } from '@/shared/api/api-slice';
import { reportDroppedItems } from '@/shared/api/dropped-items';
import type { AppStore } from '@/shared/store/store';
import type { FirstPaintAnswers } from './first-paint-answers';

/** The app's store takes the answers the page was drawn with, and reports what they left out. */
export function seedAnswers(
  store: AppStore,
  { answers, dropped, mapView }: FirstPaintAnswers,
): void {
  store.dispatch(
    api.util.upsertQueryEntries(answers as Parameters<typeof api.util.upsertQueryEntries>[0]),
  );
  for (const report of dropped) reportDroppedItems(report);
  if (mapView) keepFirstMapView(mapView);
}
