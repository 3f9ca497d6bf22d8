import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { droppedItemsMessage } from '../api/dropped-items';
import { useAppDispatch, useAppSelector } from '../store/store';
import { droppedItemsForgotten, selectDroppedItemCount } from './ui-slice';

/**
 * The discreet line that says a list is partial: the tolerant reader left out malformed items
 * (docs/adr/0008). The polite live region stays in the page, empty, so that a screen reader
 * announces the sentence when it appears (as the toaster does); it holds no status role while
 * empty, so the page's own status messages stay the only ones. It speaks of the current page's
 * lists only.
 */
export function DroppedItemsNotice() {
  const count = useAppSelector(selectDroppedItemCount);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(droppedItemsForgotten());
  }, [dispatch, pathname]);
  return (
    <div aria-live="polite" aria-atomic="true">
      {count > 0 && <p className="dropped-items-notice">{droppedItemsMessage(count)}</p>}
    </div>
  );
}
