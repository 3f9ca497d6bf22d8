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
  it('is an empty polite status line until a list comes back partial', async () => {
    const { store } = renderNotice();
    const status = await screen.findByRole('status');
    expect(status).toBeEmptyDOMElement();

    act(() => {
      store.dispatch(listItemsDropped({ endpoint: 'GET /a', count: 2 }));
      store.dispatch(listItemsDropped({ endpoint: 'GET /b', count: 1 }));
    });
    expect(status).toHaveTextContent("3 éléments illisibles n'ont pas été affichés.");

    act(() => {
      store.dispatch(listItemsDropped({ endpoint: 'GET /a', count: 0 }));
    });
    expect(status).toHaveTextContent("1 élément illisible n'a pas été affiché.");
  });

  it('speaks of the current page only', async () => {
    const { store } = renderNotice();
    act(() => {
      store.dispatch(listItemsDropped({ endpoint: 'GET /a', count: 2 }));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/2 éléments illisibles/);
    await userEvent.click(screen.getByRole('link', { name: 'Autre page' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
