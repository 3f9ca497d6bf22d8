import type { Locator, Page } from '@playwright/test';
import { clubAdmin, family, federationAdmin, type DemoAccount } from '../fixtures';

/**
 * Every page and main dialog of the portal as the gallery shows it (issue 34, `npm run gallery`):
 * who is signed in, where the page is, and for a dialog how it is opened. `ready` is what shows
 * once the screen has its content.
 */
export type Screen = {
  name: string;
  who?: DemoAccount;
  address: string;
  ready: (page: Page) => Locator;
  /** A dialog opened on the page: the shot is of the screen with it open. */
  open?: (page: Page) => Promise<Locator>;
  /** PASS screens start with the terms accepted. */
  pass?: boolean;
};

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

export const screens: Screen[] = [
  { name: 'landing', address: '/', ready: h1 },
  {
    name: 'map',
    address: '/inscription/carte',
    ready: (page) =>
      page.getByRole('region', { name: 'Liste des clubs' }).getByRole('listitem').first(),
  },
  { name: 'club', address: '/inscription/carte/1', ready: (page) => page.getByRole('tab').first() },
  {
    name: 'activity',
    address: '/inscription/carte/1/101',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Catégories' }),
  },
  {
    name: 'prices',
    address: '/inscription/carte/1/101/cotisations',
    ready: (page) => page.getByRole('table').first(),
  },
  { name: 'premium-pack', address: '/premium-pack', ready: h1 },
  { name: 'attestation-check', address: '/attestation/verifier', ready: h1 },
  { name: 'payment-success', address: '/payments/success', ready: h1 },
  { name: 'payment-failure', address: '/payments/error', ready: h1 },
  {
    name: 'home',
    who: family,
    address: '/profile/101/home',
    ready: (page) => page.getByRole('heading', { level: 1, name: /^Bonjour/ }),
  },
  {
    name: 'news',
    who: family,
    address: '/profile/101/actualites',
    ready: (page) => page.getByRole('article').first(),
  },
  {
    name: 'registrations',
    who: family,
    address: '/profile/101/mes_inscriptions',
    ready: (page) => page.getByRole('region', { name: 'Mes échéances' }),
  },
  {
    name: 'personal-info',
    who: family,
    address: '/profile/101/mes_info',
    ready: (page) => page.getByRole('button', { name: 'Sauvegarder' }),
  },
  { name: 'licence-card', who: family, address: '/profile/101/carte-licence', ready: h1 },
  { name: 'honorability', who: family, address: '/profile/101/certif_honorabilite', ready: h1 },
  { name: 'club-directory', who: family, address: '/profile/101/mon_annuaire', ready: h1 },
  {
    name: 'conversations',
    who: family,
    address: '/profile/101/chat/my_conversations',
    ready: (page) => page.getByRole('log', { name: 'Messages' }),
  },
  {
    name: 'pass-programme',
    who: family,
    pass: true,
    address: '/profile/101/pass/home/seances',
    ready: (page) => page.getByRole('tab', { selected: true }),
  },
  {
    name: 'pass-bookings',
    who: family,
    pass: true,
    address: '/profile/101/pass/home/reservations',
    ready: (page) => page.getByRole('tab', { selected: true }),
  },
  {
    name: 'wizard-first-step',
    who: family,
    address: '/profile/101/inscription/carte/1/102',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Catégories' }),
    open: async (page) => {
      await page
        .getByRole('region', { name: 'Catégories' })
        .getByRole('button', { name: 'Inscription – Adultes' })
        .click();
      await page
        .getByRole('dialog', { name: "Qui s'inscrit ?" })
        .getByRole('button', { name: /Claire/ })
        .click();
      const wizard = page.getByRole('dialog', { name: 'Inscription' });
      await wizard.getByRole('heading', { name: 'Mes informations' }).waitFor();
      return wizard;
    },
  },
  {
    name: 'cart',
    who: family,
    address: '/profile/101/home',
    ready: (page) => page.getByRole('heading', { level: 1, name: /^Bonjour/ }),
    open: async (page) => {
      await page.getByRole('button', { name: /^Panier/ }).click();
      return page.getByRole('dialog', { name: 'Votre Panier' });
    },
  },
  {
    name: 'admin-list',
    who: federationAdmin,
    address: '/profile/401/users/home/search/liste',
    ready: (page) => page.getByRole('table').first(),
  },
  {
    name: 'admin-club-scope',
    who: clubAdmin,
    address: '/profile/301/users/home/search/liste',
    ready: (page) => page.getByRole('table').first(),
  },
];
