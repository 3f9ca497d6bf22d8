import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { droppedItemsMessage } from '../api/dropped-items';
import { useAppDispatch, useAppSelector } from '../store/store';
import { droppedItemsForgotten, selectDroppedItemCount } from './ui-slice';

/**
 * The discreet line that says a list is partial: the tolerant reader left out malformed items
 * (docs/adr/0008). The status region stays in the page, empty, so that a screen reader
 * announces the sentence when it appears; it speaks of the current page's lists only.
 */
export function DroppedItemsNotice() {
  const count = useAppSelector(selectDroppedItemCount);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(droppedItemsForgotten());
  }, [dispatch, pathname]);
  return (
    <p role="status" className="dropped-items-notice">
      {count > 0 ? droppedItemsMessage(count) : null}
    </p>
  );
}
