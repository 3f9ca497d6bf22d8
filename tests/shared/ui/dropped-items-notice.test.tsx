import { act, screen } from '@testing-library/react';
import { Link } from 'react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DroppedItemsNotice } from '@/shared/ui/dropped-items-notice';
import { listItemsDropped } from '@/shared/ui/ui-slice';
import { renderWithProviders } from '../../test-utils';

function renderNotice() {
  const page = (
    <>
      <DroppedItemsNotice />
      <Link to="/autre">Autre page</Link>
    </>
  );
  const { store } = renderWithProviders(null, {
    route: '/',
    routes: [
      { path: '/', element: page },
      { path: '/autre', element: page },
    ],
  });
  return { store };
}

describe('dropped items notice', () => {
  it('is an empty polite live region until a list comes back partial', async () => {
    const { store } = renderNotice();
    await screen.findByRole('link', { name: 'Autre page' });
    expect(screen.queryByText(/illisible/)).not.toBeInTheDocument();
    // No status role while empty: the page's own status messages stay the only ones.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(listItemsDropped({ endpoint: 'GET /a', count: 2 }));
      store.dispatch(listItemsDropped({ endpoint: 'GET /b', count: 1 }));
    });
    const notice = screen.getByText("3 éléments illisibles n'ont pas été affichés.");
    // eslint-disable-next-line testing-library/no-node-access -- the live region is its parent
    expect(notice.parentElement).toHaveAttribute('aria-live', 'polite');

    act(() => {
      store.dispatch(listItemsDropped({ endpoint: 'GET /a', count: 0 }));
    });
    expect(screen.getByText("1 élément illisible n'a pas été affiché.")).toBeVisible();
  });

  it('speaks of the current page only', async () => {
    const { store } = renderNotice();
    act(() => {
      store.dispatch(listItemsDropped({ endpoint: 'GET /a', count: 2 }));
    });
    expect(await screen.findByText(/2 éléments illisibles/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Autre page' }));
    expect(screen.queryByText(/illisible/)).not.toBeInTheDocument();
  });
});
