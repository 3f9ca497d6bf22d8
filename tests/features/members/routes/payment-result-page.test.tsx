import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentResultPage } from '@/features/members/routes/payment-result-page';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { keepPaymentReceipt, receiptLifetimeMs } from '@/shared/orders/payment-receipt';
import { paymentRedirectSeconds } from '@/features/members/rules/payment-result';
import { renderWithProviders } from '../../../test-utils';
import { membersConfig } from '../members-test-utils';

function renderAt(url: string) {
  const { router } = renderWithProviders(null, {
    route: url,
    routes: [
      { path: '/payments/:result', Component: PaymentResultPage },
      { path: '/profile/:profileId/paiements/:result', Component: PaymentResultPage },
      { path: '/profile', element: <h1>Mon espace</h1> },
      { path: '/profile/:profileId/home', element: <h1>Accueil</h1> },
    ],
  });
  return { router };
}

/** Moves the fake clock and lets React apply what the timers set. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('PaymentResultPage', () => {
  beforeAll(() => setRuntimeConfig(membersConfig));
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('welcomes after a payment, counts down from 10 and goes to the profile at 0', () => {
    const { router } = renderAt('/payments/success');

    expect(
      screen.getByRole('heading', { level: 1, name: "Bienvenue à l'AMSF !" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Votre paiement s'est déroulé avec succès")).toBeInTheDocument();
    expect(document.title).toContain('Paiement réussi');
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Redirection vers votre espace dans 10 secondes',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('dans 9 secondes');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    advance(1000);
    // The loader appears only after 2 s.
    expect(screen.getByRole('status')).toHaveTextContent('Redirection en cours…');
    expect(screen.getByRole('timer')).toHaveTextContent('dans 8 secondes');

    advance(7000);
    expect(screen.getByRole('timer')).toHaveTextContent('dans 1 seconde');
    expect(router.state.location.pathname).toBe('/payments/success');

    advance(1000);
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Mon espace' })).toBeInTheDocument();
  });

  it('reports a failure, never the payment sentence, and does not leave by itself', () => {
    const { router } = renderAt('/payments/error');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Échec de paiement.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Votre paiement s'est déroulé avec succès")).not.toBeInTheDocument();
    expect(document.title).toContain('Échec du paiement');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    advance(20_000);
    expect(router.state.location.pathname).toBe('/payments/error');
    expect(screen.getByRole('link', { name: 'Accéder à mon espace' })).toBeVisible();
  });

  it.each([
    ['/payments/cancel', 'Paiement annulé.', /quitté la page de paiement/],
    ['/payments/autre', 'Résultat du paiement inconnu.', /ne nous est pas parvenu/],
  ])('%s is headed %s', (url, heading, message) => {
    renderAt(url);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/déroulé avec succès/)).not.toBeInTheDocument();
  });

  it('announces the countdown politely at the start and at 5 s only', () => {
    renderAt('/payments/success');
    // The countdown is a bare polite live region (no status role, so it is not read twice).
    // eslint-disable-next-line testing-library/no-node-access
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    expect(live).toHaveTextContent('');

    advance(100);
    expect(live).toHaveTextContent('dans 10 secondes');
    advance(3900);
    expect(live).toHaveTextContent('dans 10 secondes');
    advance(1000);
    expect(live).toHaveTextContent('dans 5 secondes');
    advance(1000);
    expect(live).toHaveTextContent('dans 5 secondes');
  });

  it('lets the member stay: the countdown stops, nothing redirects and the focus goes to the text', () => {
    const { router } = renderAt('/payments/success');
    advance(3000);
    expect(screen.getByRole('status')).toHaveTextContent('Redirection en cours…');

    fireEvent.click(screen.getByRole('button', { name: 'Rester sur cette page' }));
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Redirection annulée : vous restez sur cette page.');
    expect(timer).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rester sur cette page' })).not.toBeInTheDocument();

    advance(20_000);
    expect(router.state.location.pathname).toBe('/payments/success');
    expect(screen.getByRole('link', { name: 'Accéder à mon espace maintenant' })).toBeVisible();
  });

  it('stops its timers when left early through the link', () => {
    const { router } = renderAt('/payments/success');
    // The app's dark-mode sync writes localStorage, whose storage event jsdom queues as a 0 ms
    // timer: deliver it, so that what is counted below is the page's own timers.
    advance(0);
    fireEvent.click(screen.getByRole('link', { name: 'Accéder à mon espace maintenant' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(vi.getTimerCount()).toBe(0);
  });

  describe('the receipt the tab kept before leaving for the payment provider', () => {
    const receipt = {
      clubTitle: 'AMSF Lyon',
      clubLogoUrl: null,
      activity: 'Tennis – Adultes',
      member: 'Claire Martin',
      total: 168.57,
      today: 56.19,
      schedule: [
        { date: '2026-11-28', amount: 56.19 },
        { date: '2026-12-28', amount: 56.19 },
        { date: '2027-01-28', amount: 56.19 },
      ],
      payAgain: { place: 'request' as const, path: '/profile/2/mes_inscriptions' },
    };
    afterEach(() => {
      window.sessionStorage.clear();
      window.localStorage.clear();
    });

    it.each([
      [
        'a success: what was taken today and what follows',
        '/payments/success',
        ['AMSF Lyon', 'Tennis – Adultes', 'Claire Martin', 'Réglé aujourd’hui', '56,19', '168,57'],
        ['Montant à régler'],
      ],
      [
        'a failure: what there is to pay',
        '/payments/error',
        ['Tennis – Adultes', 'Montant à régler', '168,57'],
        ['Réglé aujourd’hui', 'Échéances suivantes'],
      ],
    ])('%s', (_case, url, shown, absent) => {
      keepPaymentReceipt(receipt);
      renderAt(url);
      const section = screen.getByRole('region', { name: 'Récapitulatif' });
      for (const text of shown) expect(section).toHaveTextContent(text);
      for (const text of absent) expect(section).not.toHaveTextContent(text);
    });

    it('lists the instalments that follow today’s, dated dd/MM/yyyy', () => {
      keepPaymentReceipt(receipt);
      renderAt('/payments/success');
      expect(screen.getByRole('heading', { name: 'Échéances suivantes' })).toBeInTheDocument();
      const items = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(items).toHaveLength(2);
      expect(items[0]).toMatch(/^28\/12\/2026 – 56,19/);
    });

    it.each([
      ['/payments/error', 'Payer à nouveau : 168,57\u00a0€'],
      ['/payments/cancel', 'Payer à nouveau : 168,57\u00a0€'],
      ['/payments/autre', 'Vérifier mes inscriptions'],
    ])('after %s, links to the request: %s', (url, label) => {
      keepPaymentReceipt(receipt);
      renderAt(url);
      expect(screen.getByRole('link', { name: label })).toHaveAttribute(
        'href',
        '/profile/2/mes_inscriptions',
      );
    });

    it.each([
      ['a signed-in member of this browser', true, 2, '/profile/2/paiements/error'],
      ['a visitor (no account remembered)', false, 2, '/payments/error'],
      ['a payment of no profile (a visitor’s pack)', true, undefined, '/payments/error'],
    ])('shows the result of %s at %s', (_case, remembered, profileId, path) => {
      if (remembered) {
        window.localStorage.setItem(
          'account',
          JSON.stringify({
            email: 'famille.martin@exemple.fr',
            firstName: 'Claire',
            lastName: 'Martin',
          }),
        );
      }
      keepPaymentReceipt({ ...receipt, profileId });
      const { router } = renderAt('/payments/error?payment=false');
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Échec de paiement.' })).toBeVisible();
    });

    it('counts down to the space of the profile it shows, inside it', () => {
      keepPaymentReceipt({ ...receipt, profileId: 2 });
      const { router } = renderAt('/profile/2/paiements/success');
      advance(paymentRedirectSeconds * 1000);
      expect(router.state.location.pathname).toBe('/profile/2/home');
    });

    it('offers no second payment after a success', () => {
      keepPaymentReceipt(receipt);
      renderAt('/payments/success');
      expect(screen.queryByRole('link', { name: /Payer à nouveau/ })).not.toBeInTheDocument();
    });

    it('shows none when the tab kept nothing, or a receipt older than two hours', () => {
      renderAt('/payments/success');
      expect(screen.queryByRole('region', { name: 'Récapitulatif' })).not.toBeInTheDocument();
      keepPaymentReceipt(receipt, Date.now() - receiptLifetimeMs - 1);
      renderAt('/payments/success');
      expect(screen.queryByRole('region', { name: 'Récapitulatif' })).not.toBeInTheDocument();
    });
  });
});
