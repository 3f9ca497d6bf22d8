import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FirstPaintAnswers from '@/app/first-paint/first-paint-answers';
import type { PageContent } from '@/app/first-paint/page-content';
import type * as ShowPageContent from '@/app/first-paint/show-page-content';
import type { PageContentDeps } from '@/app/first-paint/show-page-content';
import { testConfig } from '@/mocks/node';
import { rememberAccount } from '@/shared/session/stored-account';

const loadingPage = '<main><p>Chargement du club…</p></main>';

const drawn: PageContent = {
  title: 'AMSF Lyon – Portail des adhérents',
  markup:
    '<main><h1>AMSF Lyon</h1><div class="enrolment-description" data-held-server-html="0"></div></main>',
  heldHtml: ['<p>Nage libre <img src="x" onerror="alert(1)"></p>'],
  answers: [{ endpointName: 'getClubDetails', arg: 1, value: { id: 1, title: 'AMSF Lyon' } }],
  dropped: [],
};

let root: HTMLElement;
// The hand-over lives as long as the tab: each test has a tab of its own.
let takeFirstPaintAnswers: typeof FirstPaintAnswers.takeFirstPaintAnswers;
let showPageContent: typeof ShowPageContent.showPageContent;
beforeEach(async () => {
  vi.resetModules();
  ({ takeFirstPaintAnswers } = await import('@/app/first-paint/first-paint-answers'));
  ({ showPageContent } = await import('@/app/first-paint/show-page-content'));
  root = document.createElement('div');
  root.innerHTML = loadingPage;
  document.body.append(root);
  document.title = 'Club – Portail des adhérents';
});
afterEach(() => root.remove());

function deps(overrides: Partial<PageContentDeps> = {}) {
  return {
    loadConfig: vi.fn(async () => ({
      ok: true as const,
      config: { ...testConfig, mockApi: false },
    })),
    askWorker: vi.fn(async () => drawn),
    startApp: vi.fn(),
    ...overrides,
  };
}

describe("a club's or an activity's page drawn by a worker (docs/adr/0030)", () => {
  it('shows the drawn page, its server HTML sanitised, and keeps its answers for the app', async () => {
    const given = deps();
    await showPageContent(root, '/inscription/carte/1', given);

    expect(given.askWorker).toHaveBeenCalledWith(
      '/inscription/carte/1',
      expect.objectContaining({ mockApi: false }),
      undefined,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement du club…')).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- the description has no role
    const description = root.querySelector('.enrolment-description');
    expect(description?.innerHTML).toBe('<p>Nage libre <img src="x"></p>');
    expect(description).not.toHaveAttribute('data-held-server-html');
    expect(document.title).toBe('AMSF Lyon – Portail des adhérents');
    expect(takeFirstPaintAnswers()).toEqual({ answers: drawn.answers, dropped: [] });
    expect(given.startApp).not.toHaveBeenCalled();
  });

  it("measures the map's box for the worker, and places the markers it drew", async () => {
    root.innerHTML = '<main><h1>Trouver un club</h1><div class="map-view__map"></div></main>';
    // eslint-disable-next-line testing-library/no-node-access -- the map's box has no role
    const box = root.querySelector('.map-view__map') as HTMLElement;
    Object.defineProperty(box, 'clientWidth', { value: 675 });
    Object.defineProperty(box, 'clientHeight', { value: 628 });
    const mapView = { box: { width: 675, height: 628 } } as PageContent['mapView'];
    const given = deps({
      askWorker: vi.fn(async () => ({
        ...drawn,
        title: 'Trouver un club – Portail des adhérents',
        markup:
          '<main><h1>Trouver un club</h1><span class="marker" data-held-style="left:calc(50% + 12px);width:28px">3</span></main>',
        heldHtml: [],
        answers: [],
        mapView,
      })),
    });
    await showPageContent(root, '/inscription/carte', given);

    expect(given.askWorker).toHaveBeenCalledWith(
      '/inscription/carte',
      expect.objectContaining({ mockApi: false }),
      { width: 675, height: 628 },
    );
    const marker = screen.getByText('3');
    expect(marker).not.toHaveAttribute('data-held-style');
    expect(marker.style.left).toBe('calc(50% + 12px)');
    expect(marker.style.width).toBe('28px');
    expect(takeFirstPaintAnswers()).toEqual({ answers: [], dropped: [], mapView });
  });

  it.each([
    ['a browser that signed in here', { signedIn: true }],
    ["the demo's mocked backend", { config: { ...testConfig, mockApi: true } }],
    ['an unreadable configuration', { configFails: true }],
    ['a page the worker left to the app', { worker: null }],
  ])(
    'wants the app at once for %s',
    async (
      _case,
      {
        signedIn,
        config,
        configFails,
        worker,
      }: {
        signedIn?: boolean;
        config?: typeof testConfig;
        configFails?: boolean;
        worker?: null;
      },
    ) => {
      if (signedIn)
        rememberAccount({ email: 'a@b.fr', firstName: 'Ana', lastName: 'Lima' } as never);
      const given = deps({
        ...(config && { loadConfig: async () => ({ ok: true as const, config }) }),
        ...(configFails && {
          loadConfig: async () => ({
            ok: false as const,
            message: 'Le fichier de configuration est introuvable (404).',
          }),
        }),
        ...(worker === null && { askWorker: async () => null }),
      });
      await showPageContent(root, '/inscription/carte/1', given);

      expect(given.startApp).toHaveBeenCalledOnce();
      expect(screen.getByText('Chargement du club…')).toBeInTheDocument();
      expect(takeFirstPaintAnswers()).toBeUndefined();
    },
  );

  it('drops a drawing that comes after the app took the page, still drawing it', async () => {
    const given = deps({
      askWorker: async () => {
        takeFirstPaintAnswers();
        return drawn;
      },
    });
    await showPageContent(root, '/inscription/carte/1', given);

    expect(screen.getByText('Chargement du club…')).toBeInTheDocument();
    expect(takeFirstPaintAnswers()).toBeUndefined();
    expect(given.startApp).not.toHaveBeenCalled();
  });

  it('leaves the page the app drew while the worker was drawing', async () => {
    const given = deps({
      askWorker: async () => {
        root.innerHTML = "<main><h1>AMSF Lyon</h1><p>Dessinée par l'application</p></main>";
        return drawn;
      },
    });
    await showPageContent(root, '/inscription/carte/1', given);

    expect(screen.getByText("Dessinée par l'application")).toBeInTheDocument();
    expect(takeFirstPaintAnswers()).toBeUndefined();
    expect(given.startApp).not.toHaveBeenCalled();
  });
});
