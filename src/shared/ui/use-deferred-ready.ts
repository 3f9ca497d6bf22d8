import { useDeferredValue } from 'react';

/**
 * Whether a page's content, ready to be drawn, may be: once it turns ready, React first draws the
 * page as it was (its spinner) and then the content in a deferred render, which it splits into
 * short tasks the browser interleaves with input. A store's update (react-redux) is otherwise
 * drawn in one task: a page's whole content drawn at once blocked a low-tier phone for half a
 * second (issue 37). Not ready shows at once. For a page's content, not for a part whose
 * appearance another hook waits for (a focus, a scroll).
 */
export function useDeferredReady(ready: boolean): boolean {
  const deferred = useDeferredValue(ready);
  return ready && deferred;
}
