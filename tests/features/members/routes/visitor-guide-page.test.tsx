import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { partners } from '@/shared/ui/partners';
import { VisitorGuidePage } from '@/features/members/routes/visitor-guide-page';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { storageKeys } from '@/shared/lib/storage';
import { renderWithProviders } from '../../../test-utils';
import { membersConfig } from '../members-test-utils';

function renderGuide() {
  const { router } = renderWithProviders(null, {
    route: '/',
    routes: [
      { path: '/', Component: VisitorGuidePage },
      { path: '/profile', element: <h1>Mon espace</h1> },
      { path: '/inscription/carte', element: <h1>Carte des clubs</h1> },
    ],
  });
  return { router };
}

describe('VisitorGuidePage', () => {
  beforeAll(() => setRuntimeConfig(membersConfig));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('presents the services under one h1 with the way to a club', () => {
    renderGuide();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Trouvez un club et inscrivez-vous en ligne',
      'Suivez vos inscriptions et vos paiements',
      'Réservez vos activités loisirs avec le PASS',
      'Le Club PREMIUM : + 180 000 avantages',
      'Le club digital : 8 disciplines de septembre à juin',
      "L'application mobile AMSF",
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Trouver un club' })).toHaveAttribute(
      'href',
      '/inscription/carte',
    );
    expect(screen.getByRole('link', { name: 'Découvrir le pack PREMIUM' })).toHaveAttribute(
      'href',
      '/premium-pack',
    );
    expect(document.title).toContain('Bienvenue');
  });

  it('offers the Play Store outside iOS', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
      maxTouchPoints: 5,
    });
    renderGuide();
    expect(screen.getByRole('link', { name: "Télécharger l'application" })).toHaveAttribute(
      'href',
      membersConfig.playStoreUrl,
    );
  });

  it('offers the App Store on an iPad that poses as a Mac', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
      maxTouchPoints: 5,
    });
    renderGuide();
    expect(screen.getByRole('link', { name: "Télécharger l'application" })).toHaveAttribute(
      'href',
      membersConfig.appStoreUrl,
    );
  });

  it('shows every partner logo', () => {
    renderGuide();
    const section = screen.getByRole('region', { name: 'Nos partenaires' });
    expect(section).toHaveAttribute('id', 'partenaires');
    const scope = within(section as HTMLElement);
    expect(scope.getAllByRole('img')).toHaveLength(partners.length);
    expect(scope.getByRole('img', { name: 'Logo Mutuelle des Sportifs' })).toHaveAttribute(
      'src',
      '/images/partners/mutuelle-des-sportifs.svg',
    );
  });

  it('sends a visitor with a remembered account to the profile at once', () => {
    window.localStorage.setItem(
      storageKeys.account,
      JSON.stringify({ email: 'claire@exemple.fr', firstName: 'Claire', lastName: 'Martin' }),
    );
    const { router } = renderGuide();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { name: 'Mon espace' })).toBeInTheDocument();
  });

  it('ignores a corrupt remembered account', () => {
    window.localStorage.setItem(storageKeys.account, '{"email": 42}');
    const { router } = renderGuide();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(storageKeys.account)).toBeNull();
  });
});
