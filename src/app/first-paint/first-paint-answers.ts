/**
 * The answers a public page was drawn with outside the app (page-content.tsx, in a worker),
 * handed from the page's first script to the app, which draws the same page from them.
 */
import type { FirstMapView } from '@/features/enrolment';

export type AnswerEntry = { endpointName: string; arg: unknown; value: unknown };

export type FirstPaintAnswers = {
  answers: AnswerEntry[];
  dropped: { endpoint: string; count: number }[];
  /** The map page's first view, which lives outside the store (its clusters worker's). */
  mapView?: FirstMapView;
};

let kept: FirstPaintAnswers | undefined;
let taken = false;

/**
 * Keeps the answers of the page about to be shown; false once the app has taken the page (it
 * draws it from its own answers, and the late drawing is not shown).
 */
export function keepFirstPaintAnswers(answers: FirstPaintAnswers): boolean {
  if (taken) return false;
  kept = answers;
  return true;
}

/** Once, as the app takes the page: a later page of the same tab asks its own answers. */
export function takeFirstPaintAnswers(): FirstPaintAnswers | undefined {
  taken = true;
  const answers = kept;
  kept = undefined;
  return answers;
}
