import { act, render, screen } from '@testing-library/react';
import { StrictMode, useRef } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteChangeFocus } from '@/app/use-route-change-focus';

function Layout() {
  const main = useRef<HTMLElement>(null);
  useRouteChangeFocus(main);
  return (
    <>
      <a href="#contenu">Aller au contenu</a>
      <main id="contenu" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** Renders two pages under the layout, in StrictMode as main.tsx does, and returns their router. */
function twoPagesRouter() {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', element: <h1>Bienvenue</h1> },
          { path: '/carte', element: <h1>Trouver un club</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('the focus on a route change', () => {
  it('leaves the page as first opened alone, under StrictMode too, so the first Tab reaches the skip link', () => {
    twoPagesRouter();
    expect(screen.getByRole('heading', { name: 'Bienvenue' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('gives the main region the focus on a navigation, and keeps it on a tab that asks', async () => {
    const router = twoPagesRouter();
    await act(() => router.navigate('/carte'));
    expect(screen.getByRole('main')).toHaveFocus();

    const skipLink = screen.getByRole('link', { name: 'Aller au contenu' });
    skipLink.focus();
    await act(() => router.navigate('/', { state: { keepFocus: true } }));
    expect(skipLink).toHaveFocus();
  });
});
