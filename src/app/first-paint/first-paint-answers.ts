/**
 * The answers a public page was drawn with outside the app (page-content.tsx, in a worker),
 * handed from the page's first script to the app, which draws the same page from them.
 */
export type AnswerEntry = { endpointName: string; arg: unknown; value: unknown };

export type FirstPaintAnswers = {
  answers: AnswerEntry[];
  dropped: { endpoint: string; count: number }[];
};

let kept: FirstPaintAnswers | undefined;

export function keepFirstPaintAnswers(answers: FirstPaintAnswers): void {
  kept = answers;
}

/** Once: a later page of the same tab asks its own answers. */
export function takeFirstPaintAnswers(): FirstPaintAnswers | undefined {
  const answers = kept;
  kept = undefined;
  return answers;
}
