import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { activitySchema, type Activity } from '@/features/enrolment/api/activity';
import type { ClubSettlement } from '@/features/enrolment/api/get-club-settlement';
import type { LicenceOption } from '@/features/enrolment/api/get-licence-options';
import type { Offers } from '@/features/enrolment/api/get-offers';
import type { PaymentOption } from '@/features/enrolment/api/get-payment-options';
import { newBasket } from '@/features/enrolment/wizard/basket';
import { categoryPatch, seasonChoice } from '@/features/enrolment/wizard/category-choice';
import { EnrolmentWizard } from '@/features/enrolment/wizard/enrolment-wizard';
import {
  useEnrolmentWizard,
  type WizardStart,
} from '@/features/enrolment/wizard/use-enrolment-wizard';
import { startBasket } from '@/features/enrolment/wizard/wizard-slice';
import {
  seededAccountIds,
  seededProfileIds,
  updateMockDb,
  type ClubRow,
  type PromoRow,
} from '@/mocks/db';
import { seasonIds } from '@/mocks/db/seed/reference';
import { server, testConfig } from '@/mocks/node';
import { fromProductKeys, toProductKeys } from '@/shared/api/product-keys';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { loadProfile, loadProfiles } from '@/shared/session/session-thunks';
import type { AppStore } from '@/shared/store/store';
import { apiUrl } from '../../../mocks/api-urls';
import { demoEmails } from '../../../mocks/fake-token';
import { bodiesOf, recordRequests, type RecordedRequest } from '../../../mocks/request-log';
import { addActivity, seedClub, type ActivitySeed, type CategorySeed } from '../../../mocks/seed';
import { renderWithProviders, setUpApp } from '../../../test-utils';
import {
  activity,
  category,
  licenceOption,
  offerPrice,
  paymentOption,
} from './enrolment-factories';

export const claireId = seededProfileIds.claireMartin;
export const lucasId = seededProfileIds.lucasMartin;
const api = testConfig.apiBaseUrl;
const slug = testConfig.productSlug;

export type Scenario = {
  activity: Activity;
  settlement: ClubSettlement;
  offers: Offers;
  licences: LicenceOption[];
  paymentOptions: PaymentOption[];
  clubSlug: string | null;
  paymentLink: string | null;
  failPresign?: boolean;
};

export function scenario(overrides: Partial<Scenario> = {}): Scenario {
  return {
    activity: activity(),
    settlement: { settlement: null, settlementRequired: false },
    offers: { activityCategoryPrices: [offerPrice()], promo: null },
    licences: [
      licenceOption(),
      licenceOption({ licenseLevelId: 2, licenseLevelTitle: 'Accès', explanation: null }),
    ],
    paymentOptions: [
      paymentOption(3, [
        { date: '2026-12-01', total: 60, charged: 60, fee: 0 },
        { date: '2027-01-01', total: 60, charged: 60, fee: 0 },
        { date: '2027-02-01', total: 60, charged: 60, fee: 0 },
      ]),
      paymentOption(1, [{ date: '2026-12-01', total: 180, charged: 180, fee: 0 }]),
    ],
    clubSlug: null,
    paymentLink: 'https://paiement.example.fr/checkout/1',
    ...overrides,
  };
}

export type Calls = {
  presign: unknown[];
  orders: unknown[];
  confirm: string[];
  paymentLink: { url: string; body: unknown }[];
  zeroEuro: string[];
  offers: string[];
};

const wire = (value: unknown) => HttpResponse.json(toProductKeys(value, slug) as never);

/** Serves the wizard's calls from `data` and records what the wizard sends. */
export function serveWizard(data: Scenario): Calls {
  const calls: Calls = {
    presign: [],
    orders: [],
    confirm: [],
    paymentLink: [],
    zeroEuro: [],
    offers: [],
  };
  // The provider these handlers play is the checkout config.json names, as in a deployment.
  setRuntimeConfig({ ...testConfig, paymentCheckoutUrl: 'https://paiement.example.fr/checkout' });
  server.use(
    http.get(`${api}/public/activity/:id`, () => wire(data.activity)),
    http.get(`${api}/public/${slug}/:clubId/settlement`, () => wire(data.settlement)),
    http.get(`${api}/public/license-level`, () =>
      wire([
        { id: 1, level: 1, title: 'Premium', amount: 45 },
        { id: 2, level: 2, title: 'Accès', amount: 15 },
        { id: 3, level: 3, title: 'Événementielle', amount: 5 },
      ]),
    ),
    http.get(
      `${api}/public/payment/get-category-prices-for-order/season/:seasonId`,
      ({ request }) => {
        calls.offers.push(request.url);
        return wire(data.offers);
      },
    ),
    http.get(`${api}/public/payment/get-licenses-options-for-order`, () => wire(data.licences)),
    http.get(`${api}/public/payment/get-payment-options`, () => wire(data.paymentOptions)),
    http.post(`${api}/orders/presign`, async ({ request }) => {
      calls.presign.push(await request.json());
      if (data.failPresign) {
        return HttpResponse.json(
          { message: 'Le service est momentanément indisponible.' },
          { status: 503 },
        );
      }
      return wire({ id: 7001, status: 'PENDING_DEMAND' });
    }),
    http.post(`${api}/orders`, async ({ request }) => {
      calls.orders.push(await request.json());
      return wire({
        id: 8001,
        activityCategoryPrice: { activityCategory: { activity: { clubId: data.activity.clubId } } },
      });
    }),
    http.post(`${api}/customers/:orderId/confirm`, ({ params }) => {
      calls.confirm.push(String(params.orderId));
      return wire({ success: true });
    }),
    http.get(`${api}/public/${slug}/:clubId`, () =>
      wire({
        id: data.activity.clubId,
        title: 'AMSF Lyon',
        site: null,
        logoUrl: null,
        latitude: 45.76,
        longitude: 4.83,
        address: null,
        postalCode: null,
        city: 'Lyon',
        email: null,
        phone: null,
        federalActivities: [],
        parametersClub: { helloassoClubSlug: data.clubSlug },
      }),
    ),
    http.post(`${api}/get-payment-link`, async ({ request }) => {
      calls.paymentLink.push({ url: request.url, body: await request.json() });
      return wire({ link: data.paymentLink });
    }),
    http.post(`${api}/helloasso/get-payment-link`, async ({ request }) => {
      calls.paymentLink.push({ url: request.url, body: await request.json() });
      return wire({ link: data.paymentLink });
    }),
    http.post(`${api}/helloasso/payment-zero-euro/:orderId`, ({ params }) => {
      calls.zeroEuro.push(String(params.orderId));
      return wire({ link: data.paymentLink });
    }),
  );
  return calls;
}

/**
 * The wizard's activity in the mocked database: 'Yoga' (117) at AMSF Lyon with one 'Adultes'
 * category (1171, licence Premium, up to 3 instalments) at 180 € ('Annuel', price 11711). The
 * Martin family holds no membership this season, so the mock takes off no club right and no
 * family discount: the member is offered the price itself. The club has no rules to accept.
 */
export const seededYoga = { clubId: 1, activityId: 117, categoryId: 1171, priceId: 11711 };

export function seedWizard({
  category = {},
  activity = {},
  club = {},
  promo = null,
}: {
  category?: Partial<CategorySeed>;
  activity?: Partial<ActivitySeed>;
  club?: Partial<ClubRow>;
  /** The club's active promo; none by default. */
  promo?: Pick<PromoRow, 'title' | 'discountPercentage'> | null;
} = {}): void {
  // No club rules, no own provider account, the club absorbs the card fees.
  seedClub(seededYoga.clubId, {
    settlement: null,
    settlementRequired: false,
    helloassoClubSlug: null,
    absorbsFees: true,
    ...club,
  });
  addActivity(seededYoga.clubId, {
    id: seededYoga.activityId,
    title: 'Yoga',
    federalActivityId: 2,
    ...activity,
    categories: [
      {
        id: seededYoga.categoryId,
        title: 'Adultes',
        minAge: 0,
        possiblePreRegistration: false,
        infoDemand: false,
        paymentSplit: 3,
        prices: [{ title: 'Annuel', amount: 180 }],
        ...category,
      },
    ],
  });
  updateMockDb((db) => {
    const clubId = seededYoga.clubId;
    db.promos = [
      ...db.promos.filter((row) => row.clubId !== clubId),
      ...(promo ? [{ id: 900, clubId, active: true, ...promo }] : []),
    ];
    const family = new Set(
      db.profiles
        .filter((profile) => profile.accountId === seededAccountIds.martin)
        .map((profile) => profile.id),
    );
    db.memberships = db.memberships.filter(
      (membership) =>
        !(family.has(membership.profileId) && membership.seasonId === seasonIds.current),
    );
  });
}

export const seededStart: WizardStart = {
  clubId: seededYoga.clubId,
  activityId: seededYoga.activityId,
  categoryId: seededYoga.categoryId,
};

/** What the wizard sent to the mocked backend, read from msw's request events. */
export function recordWizardCalls() {
  const offers = recordRequests(
    'GET',
    apiUrl('/public/payment/get-category-prices-for-order/season/*'),
  );
  const presign = recordRequests('POST', apiUrl('/orders/presign'));
  const orders = recordRequests('POST', apiUrl('/orders'));
  const confirm = recordRequests('POST', apiUrl('/customers/*/confirm'));
  const paymentLink = recordRequests('POST', apiUrl('/*get-payment-link'));
  const zeroEuro = recordRequests('POST', apiUrl('/helloasso/payment-zero-euro/*'));
  const idIn = ({ url }: RecordedRequest) => /\/(\d+)(?:\/confirm)?$/.exec(url.pathname)?.[1];
  return {
    get offers() {
      return offers.map(({ url }) => url.href);
    },
    get presign() {
      return bodiesOf(presign);
    },
    get orders() {
      return bodiesOf(orders);
    },
    get confirm() {
      return confirm.map(idIn);
    },
    get paymentLink() {
      return paymentLink.map(({ url, body }) => ({ url: url.href, body }));
    },
    get zeroEuro() {
      return zeroEuro.map(idIn);
    },
  };
}

/** Signed in as famille.martin, Claire current, the API layer wired as at start-up. */
export async function signedInStore(): Promise<AppStore> {
  const store = setUpApp({ user: demoEmails.family });
  await store.dispatch(loadProfiles()).unwrap();
  await store.dispatch(loadProfile(claireId)).unwrap();
  return store;
}

function InscriptionButton({ start }: { start: WizardStart }) {
  const open = useEnrolmentWizard();
  return (
    <button type="button" onClick={() => open(start)}>
      Inscription
    </button>
  );
}

export const defaultStart: WizardStart = { clubId: 1, activityId: 10, categoryId: 20 };

/** The activity page as far as the wizard is concerned: its route and an Inscription button. */
export function renderActivityPage(store: AppStore, start: WizardStart = defaultStart) {
  const { router, unmount, user } = renderWithProviders(<InscriptionButton start={start} />, {
    store,
    user: demoEmails.family,
    path: '/profile/:profileId/inscription/carte/:clubId/:activityId',
    route: `/profile/${claireId}/inscription/carte/${start.clubId}/${start.activityId}`,
    routes: [{ path: '/profile/:profileId/ajouter_membre', element: <h1>Ajouter un membre</h1> }],
  });
  return { router, unmount, user };
}

export function dialogNamed(name: string): HTMLElement {
  return screen.getByRole('dialog', { name });
}

/** Clicks Inscription, picks the profile tile and waits for the wizard's first step. */
export async function openWizardFor(user: UserEvent, profileName: string): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Inscription' }));
  // The first opening loads the wizard's chunk (transformed on the fly under vitest).
  const choice = await screen.findByRole('dialog', { name: "Qui s'inscrit ?" }, { timeout: 8000 });
  await user.click(within(choice).getByRole('button', { name: new RegExp(profileName) }));
  const wizard = await screen.findByRole('dialog', { name: 'Inscription' });
  await within(wizard).findByRole('heading', { name: 'Mes informations' });
  return wizard;
}

/** Presses Suivant once it is enabled and waits for the next step's heading. */
export async function next(
  user: UserEvent,
  wizard: HTMLElement,
  nextHeading: string,
): Promise<void> {
  const button = within(wizard).getByRole('button', { name: 'Suivant' });
  await waitEnabled(button);
  await user.click(button);
  await within(wizard).findByRole('heading', { name: nextHeading });
}

export async function waitEnabled(button: HTMLElement): Promise<void> {
  await waitFor(() => expect(button).toBeEnabled());
}

export { category };

/**
 * The wizard's content outside a dialog, for the flows that leave for the payment provider:
 * `leaveFor` replaces the browser's navigation, which jsdom does not do.
 */
export function renderWizard(
  store: AppStore,
  data: Pick<Scenario, 'activity'>,
  { profileId = claireId, categoryId = 20 }: { profileId?: number; categoryId?: number } = {},
) {
  const profile = store.getState().session.profiles.find((entry) => entry.id === profileId);
  const chosen = data.activity.activityCategories.find((entry) => entry.id === categoryId);
  if (!profile || !chosen) throw new Error('Unknown profile or category');
  store.dispatch(
    startBasket({
      ...newBasket({
        profile,
        accountEmail: demoEmails.family,
        clubId: data.activity.clubId ?? 1,
        activityId: data.activity.id,
        categoryId,
      }),
      ...categoryPatch(
        chosen,
        data.activity.activityCategories,
        profile.memberships,
        seasonChoice(store.getState().session.seasons, new Date()),
      ),
    }),
  );
  const close = vi.fn();
  const leaveFor = vi.fn();
  const onFinished = vi.fn();
  const { user } = renderWithProviders(
    <EnrolmentWizard
      profileId={profileId}
      activity={data.activity}
      close={close}
      leaveFor={leaveFor}
      onFinished={onFinished}
    />,
    { store, user: demoEmails.family },
  );
  return { close, leaveFor, onFinished, user, wizard: document.body };
}

/** The seeded activity as the wizard receives it: the mocked backend's answer, read by the app's schema. */
export async function seededActivity(): Promise<Activity> {
  const response = await fetch(apiUrl(`/public/activity/${seededYoga.activityId}`));
  return activitySchema.parse(fromProductKeys(await response.json(), slug));
}

/** renderWizard on the seeded activity (seedWizard first), its category chosen. */
export async function renderSeededWizard(store: AppStore, { profileId = claireId } = {}) {
  return renderWizard(
    store,
    { activity: await seededActivity() },
    { profileId, categoryId: seededYoga.categoryId },
  );
}
