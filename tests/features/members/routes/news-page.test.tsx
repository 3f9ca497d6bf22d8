import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewsPage } from '@/features/members/routes/news-page';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { renderWithProviders } from '../../../test-utils';
import { failNextNewsPage, membersConfig, serveNews } from '../members-test-utils';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: tests decide when the sentinel comes into view. */
function installObserver() {
  const observers: { callback: ObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    options: () => observers.at(-1)?.options,
    bringSentinelIntoView: () => act(() => observers.at(-1)?.callback([{ isIntersecting: true }])),
  };
}

describe('NewsPage', () => {
  beforeAll(() => setRuntimeConfig(membersConfig));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the first page in a list of cards, then loads more with the button', async () => {
    const requested = serveNews(15);
    renderWithProviders(<NewsPage />, { user: 'famille.martin@exemple.fr' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Toutes les actualités' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des actualités…');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Actualité 1' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByText('14/03/2025')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: "Charger plus d'actualités" }));
    expect(await screen.findByRole('heading', { name: 'Actualité 15' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(
      screen.queryByRole('button', { name: "Charger plus d'actualités" }),
    ).not.toBeInTheDocument();
    expect(requested()).toEqual([0, 10]);
    expect(document.title).toContain('Actualités');
  });

  it('loads the next page when the end of the list comes within 100 px', async () => {
    const observer = installObserver();
    const requested = serveNews(25);
    renderWithProviders(<NewsPage />, { user: 'famille.martin@exemple.fr' });
    await screen.findByRole('heading', { name: 'Actualité 10' });
    expect(observer.options()?.rootMargin).toBe('0px 0px 100px 0px');

    observer.bringSentinelIntoView();
    expect(await screen.findByRole('heading', { name: 'Actualité 20' })).toBeInTheDocument();
    observer.bringSentinelIntoView();
    expect(await screen.findByRole('heading', { name: 'Actualité 25' })).toBeInTheDocument();
    expect(requested()).toEqual([0, 10, 20]);
  });

  it('says when there is no news', async () => {
    serveNews(0);
    renderWithProviders(<NewsPage />, { user: 'famille.martin@exemple.fr' });
    expect(await screen.findByText('Aucune actualité pour le moment.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('stops loading on a failure, keeps what was shown and lets the member try again', async () => {
    const requested = serveNews(15);
    renderWithProviders(<NewsPage />, { user: 'famille.martin@exemple.fr' });
    await screen.findByRole('heading', { name: 'Actualité 10' });

    failNextNewsPage();
    await userEvent.click(screen.getByRole('button', { name: "Charger plus d'actualités" }));
    expect(
      await screen.findByText("Les actualités suivantes n'ont pas pu être chargées."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Chargement/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Actualité 15' })).toBeInTheDocument();
    expect(requested()).toEqual([0, 10, 10]);
  });
});
