import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { activitySchema, type Activity } from '@/features/enrolment/api/activity';
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
import { testConfig } from '@/mocks/node';
import { fromProductKeys } from '@/shared/api/product-keys';
import { selectProfiles, selectSeasons } from '@/shared/session/current-profile';
import type { AppStore } from '@/shared/store/store';
import { apiUrl } from '../../../mocks/api-urls';
import { demoEmails } from '../../../mocks/fake-token';
import { bodiesOf, recordRequests, type RecordedRequest } from '../../../mocks/request-log';
import { addActivity, seedClub, type ActivitySeed, type CategorySeed } from '../../../mocks/seed';
import { loadSession } from '../../../session-seed';
import { renderWithProviders, setUpApp } from '../../../test-utils';

export const claireId = seededProfileIds.claireMartin;
export const lucasId = seededProfileIds.lucasMartin;
const slug = testConfig.productSlug;

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
  others = [],
  promo = null,
  keepMemberships = false,
}: {
  category?: Partial<CategorySeed>;
  /** More categories of the activity, after the wizard's own. */
  others?: CategorySeed[];
  activity?: Partial<ActivitySeed>;
  club?: Partial<ClubRow>;
  /** The club's active promo; none by default. */
  promo?: Pick<PromoRow, 'title' | 'discountPercentage'> | null;
  /** Keeps the family's memberships of the season: Claire's licence and the family discount. */
  keepMemberships?: boolean;
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
      ...others,
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
    if (keepMemberships) return;
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
  const zeroEuro = recordRequests('POST', apiUrl('/payment-zero-euro/*'));
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
  await loadSession(store, claireId);
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

/** The activity page as far as the wizard is concerned: its route and an Inscription button. */
export function renderActivityPage(store: AppStore, start: WizardStart = seededStart) {
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
  const choice = await screen.findByRole('dialog', { name: "Qui s'inscrit ?" });
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

/**
 * The wizard's content outside a dialog, for the flows that leave for the payment provider:
 * `leaveFor` replaces the browser's navigation, which jsdom does not do.
 */
export function renderWizard(
  store: AppStore,
  data: { activity: Activity },
  {
    profileId = claireId,
    categoryId = seededYoga.categoryId,
  }: { profileId?: number; categoryId?: number } = {},
) {
  const profile = selectProfiles(store.getState()).find((entry) => entry.id === profileId);
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
        seasonChoice(selectSeasons(store.getState()), new Date()),
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
export async function renderSeededWizard(
  store: AppStore,
  { profileId = claireId }: { profileId?: number } = {},
) {
  return renderWizard(
    store,
    { activity: await seededActivity() },
    { profileId, categoryId: seededYoga.categoryId },
  );
}
