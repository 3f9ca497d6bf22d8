import { useEffect, type RefObject } from 'react';
import type { StepId } from '../rules/steps';

/**
 * A new step starts at its top, with the focus on its heading, once the dialog has opened
 * (docs/spec/enrolment.md 4: the dialog's scroll is reset after 0 ms).
 */
export function useStepFocus(
  headingRef: RefObject<HTMLHeadingElement | null>,
  stepId: StepId,
  ready: boolean,
) {
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      const heading = headingRef.current;
      const dialog = heading?.closest('dialog');
      if (dialog) dialog.scrollTop = 0;
      heading?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [headingRef, stepId, ready]);
}
