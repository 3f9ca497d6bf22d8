import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QueryFlags } from '@/shared/api/query-status';
import { QueryBoundary } from '@/shared/ui/query-boundary';

const flags = (over: Partial<QueryFlags> & { currentData?: string[] }) => ({
  isLoading: false,
  isFetching: false,
  isError: false,
  isSuccess: false,
  refetch: vi.fn(),
  ...over,
});

const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryBoundary', () => {
  it('says what is loading while the query runs', () => {
    render(
      <QueryBoundary
        query={flags({ isLoading: true, isFetching: true })}
        loadingLabel="Chargement des clubs…"
        errorMessage="Impossible de charger les clubs."
      >
        {list}
      </QueryBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des clubs…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a placeholder of the content size instead of the spinner when given one', () => {
    render(
      <QueryBoundary
        query={flags({ isLoading: true, isFetching: true })}
        loadingLabel="Chargement…"
        placeholder={<div data-testid="frame" />}
      >
        {list}
      </QueryBoundary>,
    );
    expect(screen.getByTestId('frame')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says a failure in French and retries with 'Réessayer'", async () => {
    const user = userEvent.setup();
    const query = flags({ isError: true, error: { status: 500 } });
    render(
      <QueryBoundary
        query={query}
        loadingLabel="Chargement des clubs…"
        errorMessage="Impossible de charger les clubs."
      >
        {list}
      </QueryBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger les clubs.');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('draws the content with the answer', () => {
    render(
      <QueryBoundary
        query={flags({ isSuccess: true, currentData: ['Judo', 'Yoga'] })}
        loadingLabel="Chargement…"
        errorMessage="Erreur"
      >
        {list}
      </QueryBoundary>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Judo',
      'Yoga',
    ]);
  });

  it('reads a combined state and draws a failure of its own (a page heading, no retry)', () => {
    const retry = vi.fn();
    const { rerender } = render(
      <QueryBoundary
        state={{ status: 'failed', retry, error: { status: 404 } }}
        loadingLabel="Chargement de l'activité…"
        renderFailure={(_retry, error) => (
          <h1>{error?.status === 404 ? 'Activité introuvable' : 'Activité indisponible'}</h1>
        )}
      >
        {() => <p>Judo</p>}
      </QueryBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Activité introuvable' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    rerender(
      <QueryBoundary state={{ status: 'succeeded', retry }} loadingLabel="Chargement…">
        {() => <p>Judo</p>}
      </QueryBoundary>,
    );
    expect(screen.getByText('Judo')).toBeVisible();
  });
});
